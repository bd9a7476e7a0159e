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
    '& tbody td': {
      display: 'flex',
      gap: 2,
      justifyContent: 'space-between',
      alignItems: 'baseline',
      textAlign: 'right',
      border: 0,
      py: 0.5,
      px: 2,
      overflowWrap: 'anywhere',
    },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      fontWeight: 600,
      color: 'text.secondary',
      textAlign: 'left',
      flexShrink: 0,
    },
    '& tbody td[data-wide]': { display: 'block', textAlign: 'left' },
    '& tfoot tr': { display: 'block' },
    '& tfoot td': { display: 'flex', justifyContent: 'space-between', border: 0, py: 0.5, px: 2 },
    '& tfoot td[data-label]::before': { content: 'attr(data-label)', fontWeight: 600 },
  },
});
