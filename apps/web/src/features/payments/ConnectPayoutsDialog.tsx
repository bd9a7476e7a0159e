import { PayoutCountries } from '@app/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { TextInput } from '../../components/TextInput.tsx';
import { useState } from 'react';
import { ApiError, errorText } from '../../lib/api.ts';
import { useSessionUser } from '../../lib/session.ts';
import { startOnboarding } from './api/start-onboarding.ts';

const countryNames: Record<(typeof PayoutCountries)[number], string> = {
  US: 'United States',
  IT: 'Italy',
  CA: 'Canada',
};

const isPayoutCountry = (code: string | undefined): code is (typeof PayoutCountries)[number] =>
  (PayoutCountries as readonly string[]).includes(code ?? '');

/** Host Portal → connect a payout account: choose a country, then continue at the card provider. */
export function ConnectPayoutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const account = useSessionUser()?.payout ?? null;
  // An account, once created, keeps its country: the provider continues with the same one.
  const fixedCountry = isPayoutCountry(account?.country) ? account.country : undefined;
  const [country, setCountry] = useState<string>(fixedCountry ?? 'US');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const connect = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const body = await startOnboarding(country);
      window.location.assign(body.data.url);
    } catch (error) {
      // Said in the dialog; 401 and 403 are the session rules' to announce.
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) setFailure(errorText(error));
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="connect-payouts-title" fullWidth maxWidth="xs">
      <DialogTitle id="connect-payouts-title">Connect your payout account</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {account?.payoutsEnabled
            ? `Your payout account (${countryNames[fixedCountry ?? 'US']}) is connected and receives your payouts. Continue to review or update its details with our card payment provider.`
            : account
              ? "You started connecting a payout account but haven't finished. Continue with our card payment provider to finish, then you come back here."
              : 'Choose the country of your bank account. You will continue with our card payment provider and come back here.'}
        </DialogContentText>
        <TextInput
          select
          fullWidth
          label="Country"
          value={country}
          onChange={(event) => setCountry(event.target.value)}
          disabled={Boolean(fixedCountry) || busy}
          helperText={fixedCountry ? 'The country of an account cannot be changed.' : undefined}
        >
          {PayoutCountries.map((code) => (
            <option key={code} value={code}>
              {countryNames[code]}
            </option>
          ))}
        </TextInput>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={connect} disabled={busy}>
          {busy ? 'Opening…' : 'Continue'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
