import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from './PageTitle.tsx';

/** A route of the table whose screen ships in a later release. */
export function ComingSoon({ title, text }: { title: string; text: string }) {
  usePageTitle(title);
  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h4" component="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
        <Button component={RouterLink} to="/listing" variant="contained">
          Browse spaces
        </Button>
      </Paper>
    </Container>
  );
}
