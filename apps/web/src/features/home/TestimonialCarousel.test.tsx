import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestimonialCarousel, testimonials } from './TestimonialCarousel.tsx';

let reducedMotion = false;

beforeEach(() => {
  reducedMotion = false;
  vi.useFakeTimers();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const slide = () => screen.getByRole('group');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('testimonial carousel', () => {
  it('moves with the previous/next buttons and the dots', () => {
    render(<TestimonialCarousel />);
    expect(slide().getAttribute('aria-label')).toBe(`1 of ${testimonials.length}`);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(slide().textContent).toContain(testimonials[1]!.name);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(slide().getAttribute('aria-label')).toBe(`${testimonials.length} of ${testimonials.length}`);
    fireEvent.click(screen.getByRole('button', { name: `Show testimonial 3 of ${testimonials.length}` }));
    expect(slide().textContent).toContain(testimonials[2]!.name);
    expect(
      screen.getByRole('button', { name: `Show testimonial 3 of ${testimonials.length}` }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('advances on its own, pauses while hovered or focused, and can be stopped', () => {
    render(<TestimonialCarousel intervalMs={1000} />);
    advance(1000);
    expect(slide().textContent).toContain(testimonials[1]!.name);
    const carousel = screen.getByRole('region', { name: 'What guests and hosts say' });
    fireEvent.mouseEnter(carousel);
    advance(3000);
    expect(slide().textContent).toContain(testimonials[1]!.name);
    fireEvent.mouseLeave(carousel);
    advance(1000);
    expect(slide().textContent).toContain(testimonials[2]!.name);
    fireEvent.focus(screen.getByRole('button', { name: 'Next testimonial' }));
    advance(3000);
    expect(slide().textContent).toContain(testimonials[2]!.name);
    fireEvent.blur(screen.getByRole('button', { name: 'Next testimonial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop rotating testimonials' }));
    advance(3000);
    expect(slide().textContent).toContain(testimonials[2]!.name);
    expect(screen.getByRole('button', { name: 'Start rotating testimonials' })).toBeTruthy();
  });

  it('never advances on its own when the visitor prefers reduced motion', () => {
    reducedMotion = true;
    render(<TestimonialCarousel intervalMs={1000} />);
    advance(5000);
    expect(slide().getAttribute('aria-label')).toBe(`1 of ${testimonials.length}`);
    expect(screen.queryByRole('button', { name: /rotating testimonials/ })).toBeNull();
  });
});
