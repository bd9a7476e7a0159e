import type { VenueCard } from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { imageUrl } from '../lib/api.ts';
import { useFavouriteToggle } from '../lib/favourites.ts';
import { Icon } from './Icon.tsx';
import { Price } from './Price.tsx';
import styles from './ListingCard.module.css';

/**
 * A listing in a grid (home, search, favourites): photo, category, title, place, rating, price per hour.
 * `priority` marks the first card of a results page: its photo is likely the page's largest paint, so it is fetched
 * at once instead of lazily.
 */
export function ListingCard({
  venue,
  actions,
  priority = false,
}: {
  venue: VenueCard;
  actions?: ReactNode;
  priority?: boolean;
}) {
  const favourites = useFavouriteToggle();
  const photo = venue.thumbnails[0] ?? venue.images[0];
  return (
    <div className={styles.card}>
      <Link to={`/view-detail/${venue.uuid}`} className={styles.area}>
        <div className={styles.media}>
          {photo && (
            <img
              className={styles.photo}
              src={imageUrl(photo)}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
            />
          )}
          {/* Looks like a small MUI Chip (a label, not a control). */}
          <span className={styles.category}>{venue.category.name}</span>
        </div>
        <div className={styles.body}>
          <div className={styles.heading}>
            <h3 className={styles.title}>{venue.title}</h3>
            <div className={styles.rating} aria-label={`Rated ${venue.rating} out of 5`}>
              <Icon name="Star" className={styles.star} />
              <p className={styles.ratingValue}>{venue.reviewCount ? venue.rating.toFixed(1) : 'New'}</p>
            </div>
          </div>
          <div className={styles.address}>
            <Icon name="Place" className={styles.placeIcon} />
            <p className={styles.addressText} title={venue.address}>
              {venue.address}
            </p>
          </div>
          {venue.distance !== null && (
            <span className={styles.distance}>
              {venue.distance < 1 ? 'Under a mile away' : `${venue.distance.toFixed(1)} miles away`}
            </span>
          )}
          <p className={styles.price}>
            <span className={styles.amount}>
              <Price dollars={venue.rent} trim />
            </span>{' '}
            <span className={styles.unit}>/ hour</span>
          </p>
        </div>
      </Link>
      {/* Over the photo, outside the link: a press toggles the Shortlist without opening the listing. */}
      <button
        type="button"
        className={`icon-button ${styles.favourite}`}
        onClick={() => favourites.toggle(venue.uuid, venue.isFavourite)}
        disabled={favourites.pendingVenueId === venue.uuid}
        aria-label={
          venue.isFavourite ? `Remove ${venue.title} from your Shortlist` : `Add ${venue.title} to your Shortlist`
        }
        aria-pressed={venue.isFavourite}
      >
        {venue.isFavourite ? <Icon name="Favorite" className={styles.favouriteOn} /> : <Icon name="FavoriteBorder" />}
      </button>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
