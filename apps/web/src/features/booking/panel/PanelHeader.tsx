import { type VenueDetail } from '@app/contract';
import { Icon } from '../../../components/Icon.tsx';
import { Price } from '../../../components/Price.tsx';
import { bookingModeText } from './terms.ts';
import styles from './panel.module.css';

export function PanelHeader({ venue }: { venue: VenueDetail }) {
  return (
    <div className={styles.header}>
      <p className={styles.rent}>
        <span className={styles.rentAmount}>
          <Price dollars={venue.rent} trim />
        </span>{' '}
        <span className={styles.secondary}>/ hour</span>
      </p>
      <div className={styles.rating}>
        <Icon name="Star" className={styles.star} />
        <p className={styles.ratingText}>
          {venue.reviewCount
            ? `${venue.rating.toFixed(1)} · ${venue.reviewCount} ${venue.reviewCount === 1 ? 'review' : 'reviews'}`
            : 'New'}
        </p>
      </div>
      <p className={styles.mode}>{bookingModeText(venue.rules)}</p>
    </div>
  );
}
