import { Messages, type SessionUser } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { focusFirstInvalid } from '../../../lib/focus.ts';
import { FormTextField } from '../../../components/FormTextField.tsx';
import {
  PhoneField,
  phoneFromInternational,
  phoneToInternational,
  type PhoneValue,
} from '../../../components/PhoneField.tsx';
import { ApiError, errorText, formDataOf, imageUrl } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { sessionStore } from '../../../lib/session.ts';
import { updatePrivacySettings } from '../accounts.api.ts';
import { AvatarPicker } from '../AvatarPicker.tsx';
import { PasswordField } from '../PasswordField.tsx';
import {
  firstError,
  privacyErrors,
  privacyFieldOrder,
  serverFieldErrors,
  type FieldErrors,
  type PrivacyField,
} from '../validation.ts';
import { accountKeys } from '../queries.ts';
import { Section } from './Section.tsx';

const privacyServerFields: Record<string, PrivacyField> = {
  email: 'email',
  phone: 'phone',
  password: 'password',
  confirmPassword: 'confirmPassword',
};

/** Avatar, email, phone and password: PUT /user/profile/update (multipart). */
export function PrivacySettings({ user }: { user: SessionUser }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState(user.email);
  const [phone, setPhone] = useState<PhoneValue>(() => phoneFromInternational(user.phone));
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [avatar, setAvatar] = useState<File | null>(null);
  const [removeAvatar, setRemoveAvatar] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<PrivacyField>>({});
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [codesSent, setCodesSent] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const international = phoneToInternational(phone);
    const found = privacyErrors({ email, phone: international, password, confirmPassword });
    setErrors(found);
    setFailure(undefined);
    setCodesSent(false);
    const first = firstError(found, privacyFieldOrder);
    if (first) {
      focusFirstInvalid(event.currentTarget);
      notify.error(first);
      return;
    }
    setBusy(true);
    const form = event.currentTarget;
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
      // One message for the save; that codes went out is said in the form.
      notify.success(password ? Messages.passwordUpdated : Messages.settingsUpdated);
      setCodesSent(Boolean(result.emailVerificationId || result.phoneVerificationId));
      setPassword('');
      setConfirmPassword('');
      setAvatar(null);
      setRemoveAvatar(false);
      setPhone(phoneFromInternational(result.user.phone));
      setEmail(result.user.email);
      void queryClient.invalidateQueries({ queryKey: accountKeys.customerProfile(user.uuid) });
    } catch (error) {
      // Under the field the server names, else above the button; 401 and 403 are the session rules' to announce.
      const inline = serverFieldErrors(error, privacyServerFields);
      setErrors(inline);
      if (Object.keys(inline).length) focusFirstInvalid(form);
      else if (!(error instanceof ApiError && (error.status === 401 || error.status === 403)))
        setFailure(errorText(error));
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
          <Typography variant="body2" color="textSecondary" sx={{ mt: '8px !important' }}>
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
        {codesSent && (
          <Alert severity="info" onClose={() => setCodesSent(false)}>
            We sent a code to your new contact details: verify them from the banner above.
          </Alert>
        )}
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Save privacy settings
          </Button>
        </Box>
      </Stack>
    </Section>
  );
}
