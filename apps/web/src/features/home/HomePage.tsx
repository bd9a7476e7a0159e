import { usePageTitle } from '../../components/PageTitle.tsx';
import { usePopularListings } from './home.api.ts';
import { BecomeHostSection } from './sections/BecomeHostSection.tsx';
import { CategoriesSection } from './sections/CategoriesSection.tsx';
import { HeroSection } from './sections/HeroSection.tsx';
import { HowWeWorkSection } from './sections/HowWeWorkSection.tsx';
import { PopularSection } from './sections/PopularSection.tsx';
import { TestimonialsSection } from './sections/TestimonialsSection.tsx';

/** docs/product/screens.md#what-the-product-does, docs/product/screens.md Home: hero search, popular listings, How We Work, Become A Host, testimonials. */
export function HomePage() {
  usePageTitle();
  const popular = usePopularListings();
  const listings = popular.data ?? [];
  const heroVenue = listings[0];
  // A different kind of space than the hero's, so the page does not show the same scene twice.
  const hostVenue = listings.find((venue) => venue.category.uuid !== heroVenue?.category.uuid) ?? heroVenue;

  return (
    <>
      <HeroSection venue={heroVenue} />
      <CategoriesSection />
      <PopularSection popular={popular} />
      <HowWeWorkSection />
      <TestimonialsSection />
      <BecomeHostSection venue={hostVenue} />
    </>
  );
}
