import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { lazy, Suspense } from 'react';
import { SectionHeading } from './SectionHeading.tsx';
import { belowTheFold } from './below-the-fold.ts';

// Far below the fold: its code loads after the page's own.
const TestimonialCarousel = lazy(() =>
  import('../TestimonialCarousel.tsx').then((module) => ({ default: module.TestimonialCarousel })),
);

export function TestimonialsSection() {
  return (
    <Box
      component="section"
      aria-labelledby="testimonials-title"
      sx={{ ...belowTheFold({ xs: 500, md: 450 }), pt: { xs: 7, md: 10 } }}
    >
      <Container maxWidth="lg">
        <SectionHeading
          id="testimonials-title"
          title="Loved by guests and hosts"
          text="Real moments from people who rent and share spaces by the hour."
          centered
        />
        <Suspense fallback={<Box sx={{ minHeight: { xs: 372, sm: 312 } }} />}>
          <TestimonialCarousel />
        </Suspense>
      </Container>
    </Box>
  );
}
