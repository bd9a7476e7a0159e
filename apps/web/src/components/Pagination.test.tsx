import MuiPagination from '@mui/material/Pagination';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination.tsx';

/** Each item as a screen reader meets it: the button's name (and whether it is current or disabled), or the text. */
const itemsOf = (container: HTMLElement) =>
  [...within(container).getByRole('navigation', { name: 'pagination navigation' }).querySelectorAll('li')].map((li) => {
    const button = li.querySelector('button');
    if (!button) return li.textContent;
    const state = [button.getAttribute('aria-current'), button.disabled && 'disabled'].filter(Boolean).join(' ');
    return state ? `${button.getAttribute('aria-label')} (${state})` : button.getAttribute('aria-label');
  });

describe('Pagination', () => {
  it("lists the same items with the same names as MUI's Pagination, for every page and both sibling counts", () => {
    for (const count of [1, 2, 3, 5, 7, 8, 12]) {
      for (let page = 1; page <= count; page++) {
        for (const siblingCount of [0, 1]) {
          const ours = render(<Pagination count={count} page={page} siblingCount={siblingCount} onChange={vi.fn()} />);
          const mui = render(<MuiPagination count={count} page={page} siblingCount={siblingCount} />);
          expect(itemsOf(ours.container), `${count} pages, page ${page}, ${siblingCount} siblings`).toEqual(
            itemsOf(mui.container),
          );
          ours.unmount();
          mui.unmount();
        }
      }
    }
  });

  it('asks for the page clicked, and disables every item while the results load', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<Pagination count={7} page={3} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Go to page 4' }));
    await user.click(screen.getByRole('button', { name: 'Go to previous page' }));
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onChange.mock.calls).toEqual([[4], [2], [4]]);
    expect(screen.getByRole('button', { name: 'page 3' }).getAttribute('aria-current')).toBe('page');
    rerender(<Pagination count={7} page={3} onChange={onChange} disabled />);
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });
});
