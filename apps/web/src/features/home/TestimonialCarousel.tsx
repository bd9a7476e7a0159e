import { useEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { Icon } from '../../components/Icon.tsx';
import styles from './TestimonialCarousel.module.css';

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
    <div
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="What guests and hosts say"
      role="region"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={leave}
    >
      <div aria-live={rotating ? 'off' : 'polite'} aria-atomic>
        {/* Keyed by the slide, so each one plays the fade-in. */}
        <div
          key={index}
          className={styles.slide}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${items.length}`}
        >
          <Icon name="FormatQuote" className={styles.quoteMark} />
          <div className={styles.stars} role="img" aria-label="Rated 5 out of 5">
            {[0, 1, 2, 3, 4].map((star) => (
              <Icon key={star} name="Star" />
            ))}
          </div>
          <blockquote className={styles.quote}>“{current.quote}”</blockquote>
          <div className={styles.author}>
            <div className={styles.avatar} style={{ backgroundColor: current.color }} aria-hidden>
              {current.name.slice(0, 1)}
            </div>
            <div>
              <p className={styles.name}>{current.name}</p>
              <p className={styles.context}>{current.context}</p>
            </div>
          </div>
        </div>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={`icon-button ${styles.control}`}
          aria-label="Previous testimonial"
          onClick={() => show(index - 1)}
        >
          <Icon name="ChevronLeft" />
        </button>
        <div className={styles.dots}>
          {items.map((item, dot) => (
            <button
              key={item.name}
              type="button"
              className={styles.dot}
              aria-label={`Show testimonial ${dot + 1} of ${items.length}`}
              aria-current={dot === index ? 'true' : undefined}
              onClick={() => show(dot)}
            />
          ))}
        </div>
        <button
          type="button"
          className={`icon-button ${styles.control}`}
          aria-label="Next testimonial"
          onClick={() => show(index + 1)}
        >
          <Icon name="ChevronRight" />
        </button>
        {!reducedMotion && (
          <button
            type="button"
            className={`icon-button ${styles.control}`}
            aria-label={stopped ? 'Start rotating testimonials' : 'Stop rotating testimonials'}
            onClick={() => setStopped(!stopped)}
          >
            <Icon name={stopped ? 'PlayArrow' : 'Pause'} />
          </button>
        )}
      </div>
    </div>
  );
}
