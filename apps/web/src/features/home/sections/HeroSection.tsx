import type { VenueCard } from '@app/contract';
import { HeroSearch } from '../HeroSearch.tsx';
import styles from './HeroSection.module.css';
import { photoBackground } from './photo-background.ts';

/** The headline and the search form over the first popular listing's photo. */
export function HeroSection({ venue }: { venue: VenueCard | undefined }) {
  return (
    <section className={styles.hero} style={photoBackground(venue)} aria-labelledby="hero-title">
      <div className="container">
        <p className={styles.overline}>Backyards · Pools · Courts · Parking</p>
        <h1 id="hero-title" className={styles.title}>
          Private spaces, rented by the hour.
        </h1>
        <p className={styles.lead}>
          Rent backyards, pools, courts, rooftops, studios and parking from hosts near you. Pick the hours you need and
          pay by card.
        </p>
        <HeroSearch />
      </div>
    </section>
  );
}
