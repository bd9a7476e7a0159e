import { lazy, Suspense } from 'react';
import { SectionHeading } from './SectionHeading.tsx';
import styles from './TestimonialsSection.module.css';

// Far below the fold: its code loads after the page's own.
const TestimonialCarousel = lazy(() =>
  import('../TestimonialCarousel.tsx').then((module) => ({ default: module.TestimonialCarousel })),
);

export function TestimonialsSection() {
  return (
    <section className={styles.section} aria-labelledby="testimonials-title">
      <div className="container">
        <SectionHeading
          id="testimonials-title"
          title="Loved by guests and hosts"
          text="Real moments from people who rent and share spaces by the hour."
          centered
        />
        <Suspense fallback={<div className={styles.placeholder} />}>
          <TestimonialCarousel />
        </Suspense>
      </div>
    </section>
  );
}
