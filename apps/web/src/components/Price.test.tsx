import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { formatPrice, MINUS, Price, toCents } from './Price.tsx';

describe('formatPrice', () => {
  it('formats cents as US dollars with two decimals and thousands separators', () => {
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(5)).toBe('$0.05');
    expect(formatPrice(4550)).toBe('$45.50');
    expect(formatPrice(123456789)).toBe('$1,234,567.89');
  });

  it('leaves out .00 on whole amounts when trimmed, never on amounts with cents', () => {
    expect(formatPrice(4500, { trim: true })).toBe('$45');
    expect(formatPrice(120000, { trim: true })).toBe('$1,200');
    expect(formatPrice(4550, { trim: true })).toBe('$45.50');
    expect(formatPrice(4505, { trim: true })).toBe('$45.05');
  });

  it('shows a negative amount with the one minus sign (U+2212) before the dollar sign', () => {
    expect(formatPrice(-2500)).toBe('\u2212$25.00');
    expect(formatPrice(-2500)).toBe(`${MINUS}$25.00`);
    expect(formatPrice(-120000, { trim: true })).toBe('\u2212$1,200');
    expect(formatPrice(-5)).toBe('\u2212$0.05');
    // Less than half a cent is no money at all: no sign.
    expect(formatPrice(-0.4)).toBe('$0.00');
  });

  it('signs money in with "+" and money out with "\u2212" when asked, zero without a sign', () => {
    expect(formatPrice(4500, { signed: true })).toBe('+$45.00');
    expect(formatPrice(-9000, { signed: true })).toBe('\u2212$90.00');
    expect(formatPrice(0, { signed: true })).toBe('$0.00');
    expect(formatPrice(4500, { signed: true, trim: true })).toBe('+$45');
  });

  it('rounds a fractional cent count to whole cents', () => {
    expect(formatPrice(4549.6)).toBe('$45.50');
  });
});

describe('toCents', () => {
  it('turns wire dollars into whole cents without float drift', () => {
    expect(toCents(45.5)).toBe(4550);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(19.99)).toBe(1999);
  });
});

describe('<Price>', () => {
  it('renders cents as text only', () => {
    const { container } = render(
      <p>
        Total <Price cents={9900} />
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Total $99.00</p>');
  });

  it('renders dollars from the wire, trimmed when asked', () => {
    render(
      <p>
        <Price dollars={45} trim /> per hour, <Price dollars={12.5} trim /> extra
      </p>,
    );
    expect(screen.getByText('$45 per hour, $12.50 extra')).toBeTruthy();
  });

  it('renders a signed amount with the same minus sign as formatPrice', () => {
    const { container } = render(
      <p>
        <Price dollars={-90} signed /> and <Price cents={4500} signed />
      </p>,
    );
    expect(container.textContent).toBe('\u2212$90.00 and +$45.00');
  });
});
