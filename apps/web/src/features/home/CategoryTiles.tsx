import { Link } from 'react-router';
import { Icon, type IconName } from '../../components/Icon.tsx';
import { useCategories } from '../../lib/catalog.ts';
import { searchHref } from '../search/public.ts';
import styles from './CategoryTiles.module.css';

/** Icons for the categories we know by name; any other category gets a place pin. */
const iconByName: Record<string, IconName> = {
  backyard: 'Yard',
  'swimming pool': 'Pool',
  'parking space': 'LocalParking',
  'tennis court': 'SportsTennis',
  'basketball court': 'SportsBasketball',
  garden: 'LocalFlorist',
  rooftop: 'Roofing',
  studio: 'CameraAlt',
  patio: 'Deck',
};

/** One link per category to its search results. */
export function CategoryTiles() {
  const categories = useCategories();
  return (
    <ul className={styles.tiles} aria-label="Categories">
      {categories.isPending
        ? Array.from({ length: 8 }, (_unused, index) => (
            <li key={index}>
              <span className={`skeleton ${styles.placeholder}`} />
            </li>
          ))
        : (categories.data ?? []).map((category) => (
            <li key={category.uuid}>
              <Link to={searchHref({ categoryId: category.uuid })} className={styles.tile}>
                <span className={styles.tileIcon}>
                  <Icon name={iconByName[category.name.toLowerCase()] ?? 'Place'} />
                </span>
                <p className={styles.name}>{category.name}</p>
              </Link>
            </li>
          ))}
    </ul>
  );
}
