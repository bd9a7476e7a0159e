import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';

/** "21–40 of 57" and the page links under a list; nothing when everything fits on one page. */
export function AdminPager({
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
  label: string;
}) {
  const pages = Math.ceil(count / limit);
  if (count === 0) return null;
  const first = (page - 1) * limit + 1;
  const last = Math.min(count, page * limit);
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ mt: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography variant="body2" color="text.secondary">
        {first}–{last} of {count}
      </Typography>
      {pages > 1 && (
        <Pagination
          page={Math.min(page, pages)}
          count={pages}
          onChange={(_event, next) => onPage(next)}
          color="primary"
          siblingCount={0}
        />
      )}
    </Box>
  );
}
