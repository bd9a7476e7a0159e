import { PayoutCountries } from '@app/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { api, errorText } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';

const countryNames: Record<(typeof PayoutCountries)[number], string> = {
  US: 'United States',
  IT: 'Italy',
  CA: 'Canada',
};

/** Host Portal → connect a payout account: choose a country, then continue at the card provider. */
export function ConnectPayoutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [country, setCountry] = useState<string>('US');
  const [busy, setBusy] = useState(false);
  const connect = async () => {
    setBusy(true);
    try {
      const body = await api<{ data: { url: string } }>('/payment/stripe/onboarding/initiate', {
        method: 'POST',
        json: { country },
      });
      window.location.assign(body.data.url);
    } catch (error) {
      notify.error(errorText(error));
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="connect-payouts-title" fullWidth maxWidth="xs">
      <DialogTitle id="connect-payouts-title">Connect your payout account</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Choose the country of your bank account. You will continue with our card payment provider and come back here.
        </DialogContentText>
        <TextField select label="Country" value={country} onChange={(event) => setCountry(event.target.value)}>
          {PayoutCountries.map((code) => (
            <MenuItem key={code} value={code}>
              {countryNames[code]}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={connect} disabled={busy}>
          Continue
        </Button>
      </DialogActions>
    </Dialog>
  );
}
