import type { VenueDetail } from '@app/contract';
import { DetailIcon, type DetailIconName } from '../../../components/DetailIcon.tsx';
import { formatPrice, toCents } from '../../../components/Price.tsx';
import { HostSummary } from '../HostSummary.tsx';
import { guestLimitText, slotsText } from '../listing-text.ts';
import { RatingSummary } from '../ListingRating.tsx';
import styles from './KeyFacts.module.css';

/** The host, the rating and the facts a guest decides on first: rent, guest limit, slots or type. */
export function KeyFacts({ venue }: { venue: VenueDetail }) {
  return (
    <div className={styles.keyFacts}>
      <div className={styles.people}>
        <HostSummary host={venue.host} />
        <a href="#reviews" className={styles.ratingLink}>
          <RatingSummary rating={venue.rating} reviewCount={venue.reviewCount} />
        </a>
      </div>
      <div className={`paper-outlined ${styles.facts}`}>
        <Fact icon="AttachMoney" label="Rent" value={`${formatPrice(toCents(venue.rent), { trim: true })} per hour`} />
        <Fact icon="GroupsOutlined" label="Guests up to" value={guestLimitText(venue.guestLimit)} />
        {venue.category.slots && venue.slots ? (
          <Fact
            icon="ViewModuleOutlined"
            label="Availability"
            value={slotsText(venue.slots, venue.category.slotPrefix, venue.category.name)}
            hint="Book one or several"
          />
        ) : (
          <Fact icon="ViewModuleOutlined" label="Type" value={venue.category.name} hint="Whole space" />
        )}
      </div>
    </div>
  );
}

function Fact({ icon, label, value, hint }: { icon: DetailIconName; label: string; value: string; hint?: string }) {
  return (
    <div className={styles.fact}>
      <div aria-hidden className={styles.factIcon}>
        <DetailIcon name={icon} />
      </div>
      <div className={styles.factText}>
        <span className={styles.label}>{label}</span>
        <p className={styles.value}>{value}</p>
        {hint && <p className={styles.hint}>{hint}</p>}
      </div>
    </div>
  );
}
