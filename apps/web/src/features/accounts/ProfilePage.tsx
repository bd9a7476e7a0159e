import { Messages, type SessionUser } from '@app/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningIcon from '@mui/icons-material/WarningAmberOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { focusFirstInvalid } from '../../lib/focus.ts';
import { FormTextField } from '../../components/FormTextField.tsx';
import { usePageTitle } from '../../components/PageTitle.tsx';
import {
  PhoneField,
  phoneFromInternational,
  phoneToInternational,
  type PhoneValue,
} from '../../components/PhoneField.tsx';
import { errorText, formDataOf, imageUrl } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { sessionStore, useSessionUser } from '../../lib/session.ts';
import {
  updateGeneralSettings,
  updatePrivacySettings,
  useCustomerProfile,
  verifyContact,
  type CustomerProfile,
} from './accounts.api.ts';
import { AvatarPicker } from './AvatarPicker.tsx';
import { PlaceDetailsFields, type PlaceDetails } from './PlaceDetailsFields.tsx';
import { PasswordField } from './PasswordField.tsx';
import { refreshSessionUser } from './session.api.ts';
import {
  firstError,
  privacyErrors,
  privacyFieldOrder,
  serverFieldErrors,
  type FieldErrors,
  type PrivacyField,
} from './validation.ts';
import { accountKeys } from './queries.ts';

/** /editprofile (docs/product/screens.md Profile): verification banner, privacy settings and general settings. */
export function ProfilePage() {
  usePageTitle('Profile');
  const user = useSessionUser();
  if (!user) return null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h4" component="h1">
        Your profile
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        Manage how you sign in, how we reach you and what hosts and guests see.
      </Typography>
      <VerificationBanner user={user} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ProfileSummary user={user} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <PrivacySettings key={user.uuid} user={user} />
            <GeneralSettings user={user} />
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}

async function startVerification(user: SessionUser, kind: 'email' | 'phone') {
  try {
    await verifyContact(user, kind);
  } catch (error) {
    notify.error(errorText(error));
    // 'Already verified' elsewhere: pick up the current state.
    void refreshSessionUser().catch(() => undefined);
  }
}

function VerificationBanner({ user }: { user: SessionUser }) {
  if (user.emailVerified && user.phoneVerified) return null;
  const missing = [!user.emailVerified && 'email', !user.phoneVerified && 'phone number'].filter(Boolean).join(' and ');
  return (
    <Alert
      severity="warning"
      icon={<WarningIcon />}
      sx={{ mb: 3, borderRadius: 3, alignItems: 'flex-start', '& .MuiAlert-message': { width: '100%' } }}
      aria-label="Verification needed"
    >
      <AlertTitle sx={{ fontWeight: 700 }}>Please verify your {missing}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        You need a verified email and phone to book spaces, save favourites and host. We send a 6-digit code to each.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        {!user.emailVerified && (
          <Button variant="contained" color="warning" onClick={() => void startVerification(user, 'email')}>
            Verify email
          </Button>
        )}
        {!user.phoneVerified && (
          <Button variant="contained" color="warning" onClick={() => void startVerification(user, 'phone')}>
            Verify phone
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function VerifiedChip({ verified }: { verified: boolean }) {
  return verified ? (
    <Chip size="small" color="success" variant="outlined" icon={<CheckCircleIcon />} label="Verified" />
  ) : (
    <Chip size="small" color="warning" variant="outlined" label="Not verified" />
  );
}

function ProfileSummary({ user }: { user: SessionUser }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, borderRadius: 4, textAlign: 'center', position: { md: 'sticky' }, top: 96 }}>
      <Avatar
        src={imageUrl(user.displayImage?.path) || undefined}
        alt=""
        sx={{ width: 96, height: 96, mx: 'auto', mb: 1.5, fontSize: 38, bgcolor: 'primary.light' }}
      >
        {user.displayName.slice(0, 1).toUpperCase()}
      </Avatar>
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {user.displayName}
      </Typography>
      <Chip
        size="small"
        label={user.host ? 'Host' : 'Guest'}
        color={user.host ? 'primary' : 'default'}
        sx={{ mt: 0.75, mb: 2 }}
      />
      <Divider sx={{ mb: 2 }} />
      <Stack spacing={1.5} sx={{ textAlign: 'left' }}>
        <SummaryRow label="Email" value={user.email} status={<VerifiedChip verified={user.emailVerified} />} />
        <SummaryRow label="Phone" value={user.phone || '—'} status={<VerifiedChip verified={user.phoneVerified} />} />
      </Stack>
      {!user.host && (
        <Button component={RouterLink} to="/becomeahost" variant="outlined" fullWidth sx={{ mt: 3 }}>
          Become a host
        </Button>
      )}
    </Paper>
  );
}

function SummaryRow({ label, value, status }: { label: string; value: string; status: ReactNode }) {
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.25 }}>
        <Typography variant="caption" color="text.secondary">
          {label}
        </Typography>
        {status}
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Section({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4 }}>
      <Typography id={id} variant="h5" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {text}
      </Typography>
      {children}
    </Paper>
  );
}

const privacyServerFields: Record<string, PrivacyField> = {
  email: 'email',
  phone: 'phone',
  password: 'password',
  confirmPassword: 'confirmPassword',
};

/** Avatar, email, phone and password: PUT /user/profile/update (multipart). */
function PrivacySettings({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(user.email);
  const [phone, setPhone] = useState<PhoneValue>(() => phoneFromInternational(user.phone));
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [removeAvatar, setRemoveAvatar] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<PrivacyField>>({});
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const international = phoneToInternational(phone);
    const found = privacyErrors({ email, phone: international, password, confirmPassword });
    setErrors(found);
    const first = firstError(found, privacyFieldOrder);
    if (first) {
      focusFirstInvalid(event.currentTarget);
      notify.error(first);
      return;
    }
    setBusy(true);
    try {
      const result = await updatePrivacySettings(
        formDataOf({
          email: email.trim(),
          phone: international,
          password: password || undefined,
          deleteImage: String(removeAvatar && !avatar),
          displayImage: avatar ?? undefined,
        }),
      );
      sessionStore.updateUser(result.user);
      notify.success(password ? Messages.passwordUpdated : Messages.settingsUpdated);
      if (result.emailVerificationId || result.phoneVerificationId)
        notify.info('We sent a code to your new contact details: verify them from the banner above.');
      setPassword('');
      setConfirmPassword('');
      setAvatar(null);
      setRemoveAvatar(false);
      setPhone(phoneFromInternational(result.user.phone));
      setEmail(result.user.email);
      void queryClient.invalidateQueries({ queryKey: accountKeys.customerProfile(user.uuid) });
    } catch (error) {
      notify.error(errorText(error));
      setErrors(serverFieldErrors(error, privacyServerFields));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section
      id="privacy-settings"
      title="Privacy settings"
      text="Your photo, how you sign in and how we reach you. A changed email or phone needs a new verification."
    >
      <Stack component="form" noValidate onSubmit={save} spacing={3} aria-labelledby="privacy-settings">
        <AvatarPicker
          file={avatar}
          currentUrl={removeAvatar ? undefined : imageUrl(user.displayImage?.path) || undefined}
          initial={user.displayName}
          onChange={setAvatar}
          onRemove={() => setRemoveAvatar(true)}
        />
        {removeAvatar && !avatar && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: '8px !important' }}>
            Your photo will be removed when you save.{' '}
            <Button size="small" onClick={() => setRemoveAvatar(false)}>
              Undo
            </Button>
          </Typography>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField
              id="profile-email"
              label="Email"
              type="email"
              value={email}
              onValue={setEmail}
              autoComplete="email"
              error={errors.email}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PhoneField id="profile-phone" value={phone} onChange={setPhone} error={errors.phone} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField
              id="profile-password"
              label="New password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              error={errors.password}
              helperText="Leave empty to keep your current password."
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <PasswordField
              id="profile-confirm-password"
              label="Confirm password"
              value={confirmPassword}
              onChange={setConfirmPassword}
              autoComplete="new-password"
              error={errors.confirmPassword}
            />
          </Grid>
        </Grid>
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Save privacy settings
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}

/** Name, address, zipcode and gender: GET /customer/view, PUT /customer/update. */
function GeneralSettings({ user }: { user: SessionUser }) {
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
              Retry
            </Button>
          }
        >
          Your profile could not be loaded.
        </Alert>
      ) : (
        <Stack spacing={2} aria-label="Loading general settings">
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

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: name.trim() ? undefined : 'Please enter your name',
      address: address.trim() && !coordinates ? Messages.selectPlaceLatitude : undefined,
    };
    setErrors(found);
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
      notify.error(errorText(error));
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
            <TextField
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
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          Save general settings
        </Button>
      </Box>
    </Stack>
  );
}
