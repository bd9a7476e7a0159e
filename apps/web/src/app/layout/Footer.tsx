import { Link } from 'react-router';
import { usePolicies } from '../../lib/catalog.ts';
import { useSessionUser } from '../../lib/session.ts';
import { BrandLogo } from './BrandLogo.tsx';
import styles from './Footer.module.css';

export function Footer() {
  const policies = usePolicies();
  // Like the header's navigation, the Become A Host link is hidden from hosts (docs/product/screens.md Navigation).
  const isHost = Boolean(useSessionUser()?.host);
  return (
    <footer className={styles.footer}>
      <div className="container">
        <div className={styles.columns}>
          <div className={styles.about}>
            <BrandLogo inverse />
            <p className={styles.blurb}>
              Private backyards, pools, parking spaces and courts, rented by the hour from hosts near you.
            </p>
          </div>
          <nav aria-label="Explore">
            <h2 className={styles.heading}>Explore</h2>
            <div className={styles.links}>
              <Link to="/listing" className={styles.link}>
                Find a space
              </Link>
              {!isHost && (
                <Link to="/becomeahost" className={styles.link}>
                  Become a host
                </Link>
              )}
              <Link to="/contact-us" className={styles.link}>
                Contact Us
              </Link>
            </div>
          </nav>
          <nav aria-label="Policies">
            <h2 className={styles.heading}>Policies</h2>
            <div className={styles.links}>
              {(policies.data ?? []).map((policy) => (
                <Link key={policy.uuid} to={`/policy/${policy.uuid}`} className={styles.link}>
                  {policy.title}
                </Link>
              ))}
            </div>
          </nav>
        </div>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} Hourly Spaces. Map data © OpenStreetMap contributors. Place names from GeoNames.
        </p>
      </div>
    </footer>
  );
}
