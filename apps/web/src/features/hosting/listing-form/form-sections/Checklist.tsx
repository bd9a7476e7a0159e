import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Beside the form on wide screens: what is still missing, and what happens after sending. */
export function Checklist({ mode, items }: { mode: 'add' | 'edit'; items: { label: string; done: boolean }[] }) {
  return (
    <Paper
      component="aside"
      aria-label="Listing checklist"
      variant="outlined"
      sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 96, p: 3, borderRadius: 4 }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {mode === 'add' ? 'Before you submit' : 'Before you save'}
      </Typography>
      <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
        {items.map((item) => (
          <Stack component="li" key={item.label} direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
            {item.done ? (
              <CheckCircleIcon fontSize="small" color="primary" titleAccess="Done" />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" sx={{ color: 'text.disabled' }} titleAccess="To do" />
            )}
            <Typography variant="body2" color={item.done ? 'text.primary' : 'text.secondary'}>
              {item.label}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mt: 3 }}>
        What happens next
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        {mode === 'add'
          ? 'Your listing shows as Pending Approval in Manage Listings until we approve it. Meanwhile, open its Schedule there to choose the hours guests can book.'
          : 'An approved listing stays approved. Hours, slots and blocked dates are changed from Manage Listings.'}
      </Typography>
    </Paper>
  );
}
