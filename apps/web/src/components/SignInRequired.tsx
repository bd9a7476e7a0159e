import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { openLogin } from '../lib/dialogs.ts';
import { usePageTitle } from './PageTitle.tsx';

/**
 * What a visitor sees on a page for members (a link from an email, say): the login dialog opens over it, and once they
 * are in, the guard shows the page at the same address, query included.
 */
export function SignInRequired() {
  usePageTitle('Log in to continue');
  useEffect(() => openLogin(), []);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: '20px' }}>
        <Typography component="h1" variant="h5">
          Log in to continue
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 1 }}>
          This page is for members. Log in, or sign up, and it opens right here.
        </Typography>
        <Button variant="contained" sx={{ mt: 3 }} onClick={() => openLogin()}>
          Log in
        </Button>
      </Paper>
    </Container>
  );
}
