import { Messages, type SessionUser } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/TextInput.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '../../../lib/focus.ts';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { updateGeneralSettings, useCustomerProfile, type CustomerProfile } from '../accounts.api.ts';
import { PlaceDetailsFields, type PlaceDetails } from '../PlaceDetailsFields.tsx';
import { accountKeys } from '../queries.ts';
import { Section } from './Section.tsx';
import { loadingRegion } from '../../../components/loading-region';

/** Name, address, zipcode and gender: GET /customer/view, PUT /customer/update. */
export function GeneralSettings({ user }: { user: SessionUser }) {
  const profile = useCustomerProfile(user.uuid);
  return (
    <Section
      id="general-settings"
      title="General settings"
      text="Your name and where you are. Hosts see your name and address on your bookings."
    >
      {profile.data ? (
        <GeneralSettingsForm key={profile.dataUpdatedAt} user={user} profile={profile.data} />
      ) : profile.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void profile.refetch()}>
              Try again
            </Button>
          }
        >
          Your profile could not be loaded.
        </Alert>
      ) : (
        <Stack {...loadingRegion('Loading general settings')} spacing={2}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} width="60%" />
        </Stack>
      )}
    </Section>
  );
}

function GeneralSettingsForm({ user, profile }: { user: SessionUser; profile: CustomerProfile }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(profile.name);
  const [place, setPlace] = useState<PlaceDetails>(() => ({
    address: profile.address ?? '',
    coordinates:
      profile.latitude !== null && profile.longitude !== null
        ? { latitude: profile.latitude, longitude: profile.longitude }
        : null,
    zipcode: profile.zipcode ?? '',
    gender: profile.gender ? String(profile.gender) : '',
  }));
  const { address, coordinates, zipcode, gender } = place;
  const [designation, setDesignation] = useState(profile.designation ?? '');
  const [errors, setErrors] = useState<{ name?: string; address?: string }>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : 'Please enter your name',
      address: address.trim() && !coordinates ? Messages.selectPlaceLatitude : undefined,
    };
    setErrors(found);
    setFailure(undefined);
    const first = found.name ?? found.address;
    if (first) {
      focusFirstInvalid(event.currentTarget);
      notify.error(first);
      return;
    }
    setBusy(true);
    try {
      await updateGeneralSettings({
        name: name.trim(),
        latitude: coordinates?.latitude ?? null,
        longitude: coordinates?.longitude ?? null,
        zipcode: zipcode.trim(),
        gender: gender ? Number(gender) : null,
        dob: profile.dob,
        address: address.trim(),
        designation: designation.trim(),
      });
      notify.success(Messages.settingsUpdated);
      void queryClient.invalidateQueries({ queryKey: accountKeys.customerProfile(user.uuid) });
    } catch (error) {
      // Said above the button; 401 and 403 are the session rules' to announce.
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={save} spacing={3} aria-labelledby="general-settings">
      <Grid container spacing={2}>
        <Grid size={12}>
          <FormTextField
            id="profile-name"
            label="Full name"
            value={name}
            onValue={setName}
            autoComplete="name"
            error={errors.name}
          />
        </Grid>
        <PlaceDetailsFields
          idPrefix="profile"
          addressLabel="Address"
          value={place}
          onChange={(patch) => setPlace((previous) => ({ ...previous, ...patch }))}
          addressError={errors.address}
          onPlaceChosen={() => setErrors((previous) => ({ ...previous, address: undefined }))}
        />
        {user.host && (
          <Grid size={12}>
            <TextInput
              id="profile-designation"
              label="Title shown on your listings"
              placeholder="Venue Owner"
              value={designation}
              onChange={(event) => setDesignation(event.target.value)}
              helperText="Guests see it next to your name, e.g. Venue Owner or Pool Manager."
            />
          </Grid>
        )}
      </Grid>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          Save general settings
        </Button>
      </Box>
    </Stack>
  );
}
