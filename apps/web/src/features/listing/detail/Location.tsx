import type { VenueDetail } from '@app/contract';
import { useMemo } from 'react';
import { DetailIcon } from '../../../components/DetailIcon.tsx';
import { LazyListingsMap } from '../../../components/map/LazyListingsMap.tsx';
import styles from './Location.module.css';

/** The map, the address and a directions link. */
export function Location({ venue }: { venue: VenueDetail }) {
  const points = useMemo(
    () => [{ id: venue.uuid, latitude: venue.latitude, longitude: venue.longitude, label: venue.title }],
    [venue.uuid, venue.latitude, venue.longitude, venue.title],
  );
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${venue.latitude},${venue.longitude}`;
  return (
    <>
      <LazyListingsMap points={points} height={340} zoom={15} ariaLabel={`Map showing where ${venue.title} is`} />
      <div className={styles.below}>
        <div className={styles.place}>
          <DetailIcon name="PlaceOutlined" className={styles.placeIcon} />
          <div>
            <p className={styles.address}>{venue.address}</p>
            <p className={styles.note}>The host shares arrival details once your booking is confirmed.</p>
          </div>
        </div>
        <a
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          className={`button button-outlined ${styles.directions}`}
        >
          <DetailIcon name="DirectionsOutlined" />
          Get directions
        </a>
      </div>
    </>
  );
}
