import SearchOffIcon from '@mui/icons-material/SearchOff';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page-sized message when the listing cannot be shown. */
export function Problem({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: '20px' }}>
        <SearchOffIcon sx={{ fontSize: 56, color: 'primary.main' }} aria-hidden />
        <Typography component="h1" variant="h4" sx={{ mt: 1, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        {action}
      </Paper>
    </Container>
  );
}
