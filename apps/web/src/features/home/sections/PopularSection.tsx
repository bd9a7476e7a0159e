import { Limits } from '@app/contract';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon.tsx';
import { ListingCard } from '../../../components/ListingCard.tsx';
import { ListingCardSkeleton } from '../../../components/ListingCardSkeleton.tsx';
import type { usePopularListings } from '../home.api.ts';
import { SectionHeading } from './SectionHeading.tsx';
import styles from './PopularSection.module.css';

const placeholders = Array.from({ length: Limits.listingsPerPage }, (_unused, index) => index);

/** The popular listings, with skeleton cards while they load. */
export function PopularSection({ popular }: { popular: ReturnType<typeof usePopularListings> }) {
  const listings = popular.data ?? [];
  return (
    <section className={`container ${styles.section}`} aria-labelledby="popular-title">
      <SectionHeading
        id="popular-title"
        title="Popular spaces"
        text="Top-rated places guests keep coming back to."
        action={
          <Link to="/listing" className={`button button-text ${styles.seeAll}`}>
            See all <Icon name="ArrowForward" />
          </Link>
        }
      />
      <ul className={styles.grid} aria-label="Popular spaces" aria-busy={popular.isPending}>
        {popular.isPending
          ? placeholders.map((index) => (
              <li key={index}>
                <ListingCardSkeleton />
              </li>
            ))
          : listings.map((venue) => (
              <li key={venue.uuid}>
                <ListingCard venue={venue} />
              </li>
            ))}
      </ul>
      {popular.isSuccess && listings.length === 0 && (
        <p className={styles.empty}>New spaces are on their way. Check back soon.</p>
      )}
    </section>
  );
}
