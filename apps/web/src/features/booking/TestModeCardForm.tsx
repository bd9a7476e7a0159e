import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../components/TextInput.tsx';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { checkTestCard, formatCardNumber, formatExpiry, type CardInput } from './test-card.ts';
import type { PaymentFormProps } from './payment-types.ts';

/**
 * The card form of the built-in test-mode provider (docs/product/rules.md#money): Stripe's test card numbers become their
 * test tokens in the browser, as Stripe.js would tokenise a card; declines come back with Stripe's messages.
 */
export function TestModeCardForm({ amountText, action = 'Pay', busy, onToken }: PaymentFormProps) {
  const [card, setCard] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  const [problem, setProblem] = useState<{ field: keyof CardInput; message: string }>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkTestCard(card);
    if ('message' in checked) {
      setProblem(checked);
      return;
    }
    setProblem(undefined);
    void onToken(checked.token);
  };
  // Each label sits above its box from the start (with the placeholder showing the format), so "Expiry (MM / YY)"
  // fits the half-width box of a 375 px phone instead of being cut short inside it.
  const field = (name: keyof CardInput) => ({
    error: problem?.field === name,
    helperText: problem?.field === name ? problem.message : undefined,
  });
  const numeric = { htmlInput: { inputMode: 'numeric' as const }, inputLabel: { shrink: true } };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Card payment">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Chip label="Test mode" color="warning" size="small" sx={{ fontWeight: 700 }} />
        <Typography variant="body2" color="textSecondary">
          No real card is charged.
        </Typography>
      </Stack>
      <Stack spacing={2}>
        <TextInput
          label="Card number"
          value={card.number}
          onChange={(event) => setCard({ ...card, number: formatCardNumber(event.target.value) })}
          placeholder="1234 1234 1234 1234"
          autoComplete="cc-number"
          slotProps={numeric}
          {...field('number')}
        />
        <Stack direction="row" spacing={2}>
          <TextInput
            label="Expiry (MM / YY)"
            value={card.expiry}
            onChange={(event) => setCard({ ...card, expiry: formatExpiry(event.target.value) })}
            placeholder="MM / YY"
            autoComplete="cc-exp"
            slotProps={numeric}
            {...field('expiry')}
          />
          <TextInput
            label="CVC"
            value={card.cvc}
            onChange={(event) => setCard({ ...card, cvc: event.target.value.replace(/\D/g, '').slice(0, 4) })}
            placeholder="123"
            autoComplete="cc-csc"
            slotProps={numeric}
            {...field('cvc')}
          />
        </Stack>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy}
          startIcon={<LockOutlinedIcon />}
          sx={{ py: 1.3 }}
        >
          {busy ? `${action === 'Pay' ? 'Paying' : 'Authorising'}…` : `${action} ${amountText}`}
        </Button>
        <Typography variant="caption" color="textSecondary">
          Test cards: 4242 4242 4242 4242 succeeds · 4000 0000 0000 0002 is declined · 4000 0025 0000 3155 asks for 3-D
          Secure. Any future expiry date and any CVC.
        </Typography>
      </Stack>
    </Box>
  );
}
