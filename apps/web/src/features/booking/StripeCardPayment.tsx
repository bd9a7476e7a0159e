import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import type { PaymentFormProps } from './payment-types.ts';

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  if (!loaded.has(publishableKey)) loaded.set(publishableKey, loadStripe(publishableKey));
  return loaded.get(publishableKey)!;
};

function CardForm({ amountText, action = 'Pay', busy, onToken, onAuthenticated, onError }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [working, setWorking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setWorking(true);
    try {
      const created = await stripe.createPaymentMethod({ type: 'card', card });
      if (created.error) {
        onError(created.error.message ?? 'Your card could not be read.');
        return;
      }
      const action = await onToken(created.paymentMethod.id);
      if (!action?.clientSecret) return;
      const handled = await stripe.handleNextAction({ clientSecret: action.clientSecret });
      if (handled.error) onError(handled.error.message ?? 'We are unable to authenticate your payment method.');
      else await onAuthenticated(action.paymentId);
    } finally {
      setWorking(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Card payment">
      <Stack spacing={2}>
        <Box>
          <Typography component="label" variant="body2" sx={{ fontWeight: 600, display: 'block', mb: 0.75 }}>
            Card details
          </Typography>
          <Box sx={{ border: 1, borderColor: 'divider', borderRadius: '12px', px: 1.5, py: 1.75 }}>
            <CardElement options={{ hidePostalCode: false, style: { base: { fontSize: '16px' } } }} />
          </Box>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy || working || !stripe}
          startIcon={<LockOutlinedIcon />}
          sx={{ py: 1.3 }}
        >
          {busy || working ? `${action === 'Pay' ? 'Paying' : 'Authorising'}…` : `${action} ${amountText}`}
        </Button>
        <Typography variant="caption" color="textSecondary">
          Payments are processed by Stripe. Your card details never reach our servers.
        </Typography>
      </Stack>
    </Box>
  );
}

/** Card payment through Stripe Elements (loaded only on the payment step, only when Stripe is configured). */
export function StripeCardPayment({ publishableKey, ...props }: PaymentFormProps & { publishableKey: string }) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}
