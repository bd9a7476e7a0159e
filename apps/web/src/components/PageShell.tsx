import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** An account page (My Bookings, My Favourites, Transactions…): its title, a line under it, then the content. */
export function PageShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="textSecondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {children}
    </Container>
  );
}

const tones = {
  primary: { bgcolor: 'rgba(15, 118, 110, 0.08)', color: 'primary.main' },
  rose: { bgcolor: 'rgba(225, 29, 72, 0.08)', color: '#e11d48' },
} as const;

/** The designed empty (or failed) state of a list: an icon, what is going on, and what to do next. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  tone = 'primary',
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
  tone?: keyof typeof tones;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 4, md: 6 }, textAlign: 'center', borderRadius: '20px', borderStyle: 'dashed' }}
    >
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          mx: 'auto',
          mb: 2,
          display: 'grid',
          placeItems: 'center',
          ...tones[tone],
        }}
      >
        {icon}
      </Box>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 0.5, mb: action ? 3 : 0, maxWidth: 440, mx: 'auto' }}>
        {text}
      </Typography>
      {action}
    </Paper>
  );
}
