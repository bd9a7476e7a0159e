import type { VenueDetail } from '@app/contract';
import { DetailIcon } from '../../../components/DetailIcon.tsx';
import styles from './Amenities.module.css';

export function Amenities({ amenities }: { amenities: VenueDetail['amenities'] }) {
  const available = amenities.filter((amenity) => amenity.status === 1);
  if (available.length === 0) {
    return <p className={styles.none}>The host hasn't listed any amenities yet.</p>;
  }
  return (
    <ul className={styles.list}>
      {available.map((amenity) => (
        <li key={amenity.uuid} className={styles.item}>
          <DetailIcon name="CheckCircleOutlined" className={styles.check} />
          <p className={styles.name}>{amenity.name}</p>
        </li>
      ))}
    </ul>
  );
}
