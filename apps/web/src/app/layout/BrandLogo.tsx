import { Link } from 'react-router';
import styles from './BrandLogo.module.css';

export function BrandLogo({ inverse = false }: { inverse?: boolean }) {
  return (
    <Link to="/" aria-label="Hourly Spaces home" className={`${styles.logo} ${inverse ? styles.inverse : ''}`}>
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <span className={styles.name}>Hourly Spaces</span>
    </Link>
  );
}
