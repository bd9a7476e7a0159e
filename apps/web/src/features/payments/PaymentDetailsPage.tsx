import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../components/TextInput.tsx';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../components/PageTitle.tsx';

/** The static payment-details page of docs/product/screens.md: a form shell whose CONFIRM NOW goes to the thank-you page. */
export function PaymentDetailsPage() {
  usePageTitle('Payment details');
  const navigate = useNavigate();
  const [method, setMethod] = useState<'card' | 'paypal'>('card');
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Paper variant="outlined" sx={{ p: 4 }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Payment details
        </Typography>
        <ToggleButtonGroup
          exclusive
          value={method}
          onChange={(_event, value) => value && setMethod(value)}
          aria-label="Payment method"
          sx={{ mb: 3 }}
        >
          <ToggleButton value="card">Card</ToggleButton>
          <ToggleButton value="paypal">PayPal</ToggleButton>
        </ToggleButtonGroup>
        <Stack spacing={2}>
          {method === 'card' ? (
            <>
              <TextInput label="Name on card" autoComplete="cc-name" />
              <TextInput
                label="Card number"
                autoComplete="cc-number"
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
              <Stack direction="row" spacing={2}>
                <TextInput label="Expiry (MM/YY)" autoComplete="cc-exp" />
                <TextInput label="CVC" autoComplete="cc-csc" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
              </Stack>
            </>
          ) : (
            <TextInput label="PayPal email" type="email" autoComplete="email" />
          )}
          <Button variant="contained" size="large" onClick={() => navigate('/thankyou')}>
            CONFIRM NOW
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
