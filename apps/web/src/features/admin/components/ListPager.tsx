import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** "21–40 of 57" and the page buttons (hidden when everything fits on one page). */
export function ListPager({
  page,
  limit,
  count,
  onPage,
  label,
}: {
  page: number;
  limit: number;
  count: number;
  onPage: (page: number) => void;
  /** Names the pager's navigation, e.g. "Listings pages". */
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(count / limit));
  const first = count === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(count, page * limit);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1.5, mt: 2.5 }}
    >
      <Typography variant="body2" color="textSecondary">
        {count === 0 ? 'No results' : `${first}–${last} of ${count}`}
      </Typography>
      {pages > 1 && (
        <Pagination
          page={Math.min(page, pages)}
          count={pages}
          onChange={(_event, next) => onPage(next)}
          color="primary"
          shape="rounded"
          aria-label={label}
        />
      )}
    </Stack>
  );
}
