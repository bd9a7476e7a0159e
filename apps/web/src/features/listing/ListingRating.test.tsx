import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingSummary, roundToHalf, StarRating } from './ListingRating.tsx';

describe('rating display', () => {
  it('rounds to half steps (docs/product/rules.md#constants rating precision 0.5)', () => {
    expect([0, 0.2, 0.25, 1.74, 1.75, 3.3, 4.24, 4.25, 4.7, 4.76, 5].map(roundToHalf)).toEqual([
      0, 0, 0.5, 1.5, 2, 3.5, 4, 4.5, 4.5, 5, 5,
    ]);
  });

  it.each([
    [4.3, '4.5 out of 5 stars'],
    [4.2, '4 out of 5 stars'],
    [2.75, '3 out of 5 stars'],
    [0.5, '0.5 out of 5 stars'],
  ])('shows %s as stars labelled "%s"', (rating, label) => {
    render(<StarRating rating={rating} />);
    expect(screen.getByRole('img', { name: label })).toBeTruthy();
  });

  it('summarises the average with one decimal and the review count', () => {
    render(<RatingSummary rating={4.3} reviewCount={3} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeTruthy();
    expect(screen.getByText('4.3')).toBeTruthy();
    expect(screen.getByText('· 3 reviews')).toBeTruthy();
  });

  it('says "New" for a listing without reviews instead of showing zero stars', () => {
    render(<RatingSummary rating={0} reviewCount={0} />);
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
  });
});
