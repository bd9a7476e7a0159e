import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostDesignation, HostSummary } from './HostSummary.tsx';

describe('host summary', () => {
  it.each([[''], ['   '], [null], [undefined]])('defaults the designation %j to Venue Owner', (designation) => {
    expect(hostDesignation(designation)).toBe('Venue Owner');
    render(<HostSummary host={{ name: 'harper Host', designation }} />);
    expect(screen.getByText('Hosted by harper Host')).toBeTruthy();
    expect(screen.getByText('Venue Owner')).toBeTruthy();
    expect(screen.getByText('H')).toBeTruthy();
  });

  it("keeps the host's own designation", () => {
    render(<HostSummary host={{ name: 'Marisol Vega', designation: 'Pool Manager' }} />);
    expect(screen.getByText('Pool Manager')).toBeTruthy();
    expect(screen.queryByText('Venue Owner')).toBeNull();
  });
});
