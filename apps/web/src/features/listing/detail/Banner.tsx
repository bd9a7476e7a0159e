import type { VenueDetail } from '@app/contract';
import { DetailIcon } from '../../../components/DetailIcon.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { imageUrl } from '../../../lib/api.ts';
import { useFavouriteToggle } from '../../../lib/favourites.ts';
import { photoAlt } from '../PhotoGallery.tsx';
import styles from './Banner.module.css';

/** The first photo with the title, address, category, Shortlist and "Show all photos". */
export function Banner({
  venue,
  isOwnListing,
  onShowPhotos,
}: {
  venue: VenueDetail;
  isOwnListing: boolean;
  onShowPhotos: () => void;
}) {
  const favourites = useFavouriteToggle();
  const photo = venue.images[0];
  return (
    <div className={styles.banner}>
      {photo && (
        <img
          className={styles.photo}
          src={imageUrl(photo)}
          alt={photoAlt(venue.title, 0, venue.images.length)}
          fetchPriority="high"
        />
      )}
      <div aria-hidden className={styles.shade} />
      <div className={styles.top}>
        {/* Looks like MUI's Chip (a label, not a control). */}
        <div className={styles.category}>
          <span className={styles.categoryLabel}>{venue.category.name}</span>
        </div>
        {!isOwnListing && (
          <button
            type="button"
            className={`button ${styles.button} ${styles.shortlist}`}
            onClick={() => favourites.toggle(venue.uuid, venue.isFavourite)}
            disabled={favourites.pendingVenueId === venue.uuid}
            aria-pressed={venue.isFavourite}
            aria-label={venue.isFavourite ? 'Remove from your Shortlist' : 'Add to your Shortlist'}
          >
            {venue.isFavourite ? <Icon name="Favorite" className={styles.favourite} /> : <Icon name="FavoriteBorder" />}
            {venue.isFavourite ? 'Shortlisted' : 'Shortlist'}
          </button>
        )}
      </div>
      <div className={styles.bottom}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{venue.title}</h1>
          <div className={styles.address}>
            <DetailIcon name="PlaceOutlined" className={styles.placeIcon} />
            <p className={styles.addressText}>{venue.address}</p>
          </div>
        </div>
        {venue.images.length > 1 && (
          <button type="button" className={`button ${styles.button} ${styles.photos}`} onClick={onShowPhotos}>
            <DetailIcon name="GridView" />
            Show all {venue.images.length} photos
          </button>
        )}
      </div>
    </div>
  );
}
