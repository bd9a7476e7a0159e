import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StarIcon from '@mui/icons-material/Star';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';

export interface Testimonial {
  quote: string;
  name: string;
  context: string;
  color: string;
}

export const testimonials: Testimonial[] = [
  {
    quote:
      'We booked a backyard with a fire pit for my sister’s birthday. Two hours, twenty friends, zero cleanup at our place. The host even left out extra chairs.',
    name: 'Priya S.',
    context: 'Booked a backyard in Austin',
    color: '#0f766e',
  },
  {
    quote:
      'Our pool sat empty most weekdays. Now it pays for its own upkeep, and I choose exactly which hours guests can come.',
    name: 'Marisol V.',
    context: 'Hosts a pool in Miami Beach',
    color: '#b45309',
  },
  {
    quote:
      'Finding a tennis court at 7 am used to be impossible. Here I pick the hour, pay by card and just show up with my racket.',
    name: 'Daniel K.',
    context: 'Plays weekly in San Francisco',
    color: '#1d4ed8',
  },
  {
    quote:
      'Parking near the stadium on game day for a fraction of the garage price — and I knew my spot was waiting for me.',
    name: 'Jordan M.',
    context: 'Booked parking in Chicago',
    color: '#7c3aed',
  },
];

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const subscribeReducedMotion = (listener: () => void) => {
  const media = globalThis.matchMedia?.(reducedMotionQuery);
  media?.addEventListener?.('change', listener);
  return () => media?.removeEventListener?.('change', listener);
};
const prefersReducedMotion = () => Boolean(globalThis.matchMedia?.(reducedMotionQuery).matches);

/**
 * A static testimonial carousel (WAI-ARIA carousel pattern): previous/next buttons, dots, a pause button; it advances
 * on its own only while nobody hovers or focuses it and never when the visitor asks for reduced motion.
 */
export function TestimonialCarousel({
  items = testimonials,
  intervalMs = 7000,
}: {
  items?: Testimonial[];
  intervalMs?: number;
}) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => true);
  const rotating = !stopped && !hovered && !focused && !reducedMotion && items.length > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % items.length), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, intervalMs, items.length]);

  const show = (next: number) => setIndex((next + items.length) % items.length);
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const current = items[index]!;

  return (
    <Box
      aria-roledescription="carousel"
      aria-label="What guests and hosts say"
      role="region"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leave}
      sx={{ maxWidth: 820, mx: 'auto' }}
    >
      <Box aria-live={rotating ? 'off' : 'polite'} aria-atomic>
        <Paper
          key={index}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${items.length}`}
          elevation={0}
          sx={{
            position: 'relative',
            borderRadius: 4,
            px: { xs: 3, md: 7 },
            py: { xs: 4, md: 5 },
            minHeight: { xs: 300, sm: 240 },
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'center',
            boxShadow: '0 12px 40px rgba(15, 23, 42, 0.08)',
            '@keyframes testimonialIn': {
              from: { opacity: 0, transform: 'translateY(8px)' },
              to: { opacity: 1, transform: 'none' },
            },
            animation: 'testimonialIn 400ms ease-out',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          <FormatQuoteIcon
            aria-hidden
            sx={{ position: 'absolute', top: 20, right: 24, fontSize: 64, color: 'primary.light', opacity: 0.3 }}
          />
          <Stack direction="row" spacing={0.25} sx={{ mb: 2 }} role="img" aria-label="Rated 5 out of 5">
            {[0, 1, 2, 3, 4].map((star) => (
              <StarIcon key={star} sx={{ color: 'secondary.main', fontSize: 20 }} />
            ))}
          </Stack>
          <Typography
            component="blockquote"
            sx={{ m: 0, fontSize: { xs: '1.05rem', md: '1.25rem' }, lineHeight: 1.6, fontWeight: 500 }}
          >
            “{current.quote}”
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 3 }}>
            <Avatar sx={{ bgcolor: current.color, width: 44, height: 44, fontWeight: 700 }} aria-hidden>
              {current.name.slice(0, 1)}
            </Avatar>
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{current.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {current.context}
              </Typography>
            </Box>
          </Stack>
        </Paper>
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', mt: 2.5 }}>
        <IconButton aria-label="Previous testimonial" onClick={() => show(index - 1)} sx={controlSx}>
          <ChevronLeftIcon />
        </IconButton>
        <Stack direction="row" spacing={0.5} sx={{ px: 1 }}>
          {items.map((item, dot) => (
            <Box
              key={item.name}
              component="button"
              type="button"
              aria-label={`Show testimonial ${dot + 1} of ${items.length}`}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => show(dot)}
              sx={{
                width: 28,
                height: 28,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'grid',
                placeItems: 'center',
                borderRadius: '50%',
                '&::after': {
                  content: '""',
                  width: dot === index ? 22 : 10,
                  height: 10,
                  borderRadius: 5,
                  bgcolor: dot === index ? 'primary.main' : 'grey.400',
                  transition: 'width 200ms',
                },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            />
          ))}
        </Stack>
        <IconButton aria-label="Next testimonial" onClick={() => show(index + 1)} sx={controlSx}>
          <ChevronRightIcon />
        </IconButton>
        {!reducedMotion && (
          <IconButton
            aria-label={stopped ? 'Start rotating testimonials' : 'Stop rotating testimonials'}
            onClick={() => setStopped(!stopped)}
            sx={controlSx}
          >
            {stopped ? <PlayArrowIcon /> : <PauseIcon />}
          </IconButton>
        )}
      </Stack>
    </Box>
  );
}

const controlSx = { border: 1, borderColor: 'divider', bgcolor: 'background.paper' };
