import type { Theme } from '@mui/material/styles';

/**
 * A data table that reads as a list of cards on phones: below `sm` each row becomes a block and each cell shows its
 * column name (its `data-label`) before the value. Header cells stay for screen readers only.
 */
export const stackedTableSx = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
    },
    '& tbody tr': {
      display: 'block',
      borderBottom: 1,
      borderColor: 'divider',
      py: 1,
    },
    '& tbody td, & tbody th': {
      display: 'block',
      textAlign: 'right',
      border: 0,
      py: 0.5,
      px: 2,
      overflowWrap: 'anywhere',
    },
    // The column name floats left; the value (one line or several blocks) reads on the right beside it.
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      float: 'left',
      mr: 2,
      fontWeight: 600,
      color: 'text.secondary',
      textAlign: 'left',
    },
    '& tbody td::after, & tbody th::after': { content: '""', display: 'block', clear: 'both' },
    '& tbody [data-wide]': { textAlign: 'left' },
    '& tfoot tr': { display: 'block' },
    '& tfoot td, & tfoot th': { display: 'block', textAlign: 'right', border: 0, py: 0.5, px: 2 },
    '& tfoot th': { textAlign: 'left', pt: 1.5 },
    '& tfoot td[data-label]::before': { content: 'attr(data-label)', float: 'left', mr: 2 },
  },
});
