import { Messages } from '@app/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { focusFirstInvalid } from '../../lib/focus.ts';
import { FormTextField } from '../../components/FormTextField.tsx';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { emptyPhone, PhoneField, phoneToInternational, type PhoneValue } from '../../components/PhoneField.tsx';
import { fieldErrorLines, formDataOf } from '../../lib/api.ts';
import { openLogin } from '../../lib/dialogs.ts';
import { notify } from '../../lib/notify.ts';
import { registerAccount, rememberUserName } from './accounts.api.ts';
import { AvatarPicker } from './AvatarPicker.tsx';
import { PlaceDetailsFields, type PlaceDetails } from './PlaceDetailsFields.tsx';
import { PasswordField } from './PasswordField.tsx';
import { RoleChoice } from './RoleChoice.tsx';
import {
  firstError,
  serverFieldErrors,
  signupErrors,
  signupFieldOrder,
  type FieldErrors,
  type SignupField,
} from './validation.ts';

interface SignupValues extends PlaceDetails {
  name: string;
  email: string;
  phone: PhoneValue;
  registerAsHost: boolean;
  password: string;
  confirmPassword: string;
}

/** Server field names that map onto a field of this form. */
const serverFields: Record<string, SignupField> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  password: 'password',
  confirmPassword: 'confirmPassword',
  address: 'address',
  latitude: 'address',
  longitude: 'address',
};

/** /Signup (docs/product/screens.md Sign up, §5 Sign up). */
export function SignupPage() {
  usePageTitle('Sign up');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<SignupValues>(() => ({
    name: '',
    email: '',
    phone: { ...emptyPhone },
    address: '',
    coordinates: null,
    zipcode: '',
    gender: '',
    registerAsHost: searchParams.get('host') === 'true',
    password: '',
    confirmPassword: '',
  }));
  const [avatar, setAvatar] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors<SignupField>>({});
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);

  const set = <Field extends keyof SignupValues>(field: Field, value: SignupValues[Field]) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const phone = phoneToInternational(values.phone);
    const found = signupErrors({ ...values, phone, hasPlace: Boolean(values.coordinates) });
    setErrors(found);
    setServerProblems([]);
    const first = firstError(found, signupFieldOrder);
    if (first) {
      focusFirstInvalid(event.currentTarget);
      notify.error(first);
      return;
    }
    setBusy(true);
    try {
      await registerAccount(
        formDataOf({
          name: values.name.trim(),
          email: values.email.trim(),
          phone,
          password: values.password,
          latitude: values.coordinates!.latitude,
          longitude: values.coordinates!.longitude,
          zipcode: values.zipcode.trim(),
          gender: values.gender,
          dob: '',
          address: values.address.trim(),
          registerAsHost: String(values.registerAsHost),
          designation: '',
          image: avatar ?? undefined,
        }),
      );
      notify.success(Messages.userCreated);
      rememberUserName(values.email.trim());
      navigate('/');
      openLogin({ reason: 'new-account' });
    } catch (error) {
      // The 'Parameter: first error' lines are listed above the button, not one snackbar each.
      setServerProblems(fieldErrorLines(error));
      setErrors(serverFieldErrors(error, serverFields));
      setBusy(false);
      requestAnimationFrame(() => problemsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' }));
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Grid container spacing={{ xs: 3, md: 5 }} sx={{ alignItems: 'stretch' }}>
        <Grid size={{ xs: 12, md: 5 }} sx={{ display: { xs: 'none', md: 'block' } }}>
          <SignupWelcome host={values.registerAsHost} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4 }}>
            <Typography variant="h4" component="h1">
              Create your account
            </Typography>
            <Typography color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
              Already have an account?{' '}
              <Link component="button" type="button" onClick={openLogin} sx={{ verticalAlign: 'baseline' }}>
                Log in
              </Link>
            </Typography>

            <Box component="form" noValidate onSubmit={submit} aria-label="Sign up">
              <Stack spacing={3}>
                <RoleChoice host={values.registerAsHost} onChange={(host) => set('registerAsHost', host)} />

                <AvatarPicker file={avatar} initial={values.name} onChange={setAvatar} />

                <Grid container spacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField
                      id="signup-name"
                      label="Full name"
                      value={values.name}
                      onValue={(value) => set('name', value)}
                      autoComplete="name"
                      error={errors.name}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField
                      id="signup-email"
                      label="Email"
                      type="email"
                      value={values.email}
                      onValue={(value) => set('email', value)}
                      autoComplete="email"
                      error={errors.email}
                    />
                  </Grid>
                  <Grid size={12}>
                    <PhoneField
                      id="signup-phone"
                      value={values.phone}
                      onChange={(phone) => set('phone', phone)}
                      error={errors.phone}
                    />
                  </Grid>
                  <PlaceDetailsFields
                    idPrefix="signup"
                    addressLabel="Location"
                    value={values}
                    onChange={(patch) => setValues((previous) => ({ ...previous, ...patch }))}
                    addressError={errors.address}
                    onPlaceChosen={() => setErrors((previous) => ({ ...previous, address: undefined }))}
                  />
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <PasswordField
                      id="signup-password"
                      label="Password"
                      value={values.password}
                      onChange={(password) => set('password', password)}
                      autoComplete="new-password"
                      error={errors.password}
                      helperText="At least 8 characters: upper and lower case, a number, a symbol."
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <PasswordField
                      id="signup-confirm-password"
                      label="Confirm password"
                      value={values.confirmPassword}
                      onChange={(password) => set('confirmPassword', password)}
                      autoComplete="new-password"
                      error={errors.confirmPassword}
                    />
                  </Grid>
                </Grid>

                {serverProblems.length > 0 && (
                  <Alert severity="error" ref={problemsRef} role="alert">
                    <AlertTitle>Please check these details</AlertTitle>
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                      {serverProblems.map((line) => (
                        <li key={line}>{line}</li>
                      ))}
                    </Box>
                  </Alert>
                )}

                <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ py: 1.5 }}>
                  {values.registerAsHost ? 'Create host account' : 'Create account'}
                </Button>
                <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'center' }}>
                  We will send a code to your email and phone to verify them after you log in.
                </Typography>
              </Stack>
            </Box>
          </Paper>
        </Grid>
      </Grid>
    </Container>
  );
}

function SignupWelcome({ host }: { host: boolean }) {
  const points = host
    ? [
        'List your backyard, pool, court or parking space for free',
        'Set your own hourly price, hours and blocked dates',
        'Get paid to your bank after each completed booking',
      ]
    : [
        'Private backyards, pools, courts and parking near you',
        'Book by the hour and pay securely by card',
        'Reschedule or cancel your bookings from your account',
      ];
  return (
    <Box
      sx={{
        height: '100%',
        minHeight: 520,
        borderRadius: 4,
        p: 5,
        color: 'common.white',
        background: 'linear-gradient(150deg, #0f766e 0%, #115e59 55%, #0b1f1d 100%)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          width: 340,
          height: 340,
          borderRadius: '50%',
          right: -120,
          bottom: -120,
          bgcolor: 'rgba(245, 158, 11, 0.22)',
        }}
      />
      <Typography variant="overline" sx={{ letterSpacing: 2, opacity: 0.85 }}>
        Hourly Spaces
      </Typography>
      <Typography variant="h3" component="p" sx={{ mt: 1, mb: 3, lineHeight: 1.15 }}>
        {host ? 'Turn your space into income.' : 'Your next favourite place, by the hour.'}
      </Typography>
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, position: 'relative' }}>
        {points.map((point) => (
          <Stack component="li" key={point} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <CheckCircleIcon sx={{ color: 'secondary.main', mt: '2px' }} />
            <Typography sx={{ opacity: 0.95 }}>{point}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
