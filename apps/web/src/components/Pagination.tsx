// The items' logic is MUI's own hook (no styling runtime: it imports only React and useControlled).
import usePagination from '@mui/material/usePagination';
import { Icon } from './Icon.tsx';
import styles from './Pagination.module.css';

/**
 * MUI's Pagination (text, rounded, primary) as plain markup: the same navigation landmark, list and accessible names
 * ("Go to previous page", "Go to page 2", "page 1" on the current one with aria-current), without MUI's code.
 */
export function Pagination({
  count,
  page,
  onChange,
  siblingCount = 1,
  disabled = false,
}: {
  count: number;
  page: number;
  onChange: (page: number) => void;
  siblingCount?: number;
  disabled?: boolean;
}) {
  const { items } = usePagination({
    count,
    page,
    siblingCount,
    disabled,
    onChange: (_event, value) => onChange(value),
  });
  return (
    <nav aria-label="pagination navigation">
      <ul className={styles.list}>
        {items.map((item, index) => (
          <li key={index}>
            {item.type === 'start-ellipsis' || item.type === 'end-ellipsis' ? (
              <div className={`${styles.item} ${styles.ellipsis}`}>…</div>
            ) : item.type === 'page' ? (
              <button
                type="button"
                className={item.selected ? `${styles.item} ${styles.selected}` : styles.item}
                aria-label={item.selected ? `page ${item.page}` : `Go to page ${item.page}`}
                aria-current={item.selected ? 'page' : undefined}
                disabled={item.disabled}
                onClick={item.onClick}
              >
                {item.page}
              </button>
            ) : (
              <button
                type="button"
                className={styles.item}
                aria-label={`Go to ${item.type} page`}
                disabled={item.disabled}
                onClick={item.onClick}
              >
                <Icon name={item.type === 'next' ? 'ChevronRight' : 'ChevronLeft'} className={styles.arrow} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
