import { Messages } from '@app/contract';
import { withPlus, type ContactField } from '@app/contract/rules';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import HomeWorkIcon from '@mui/icons-material/HomeWorkOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgentOutlined';
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
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { focusFirstInvalid } from '../../lib/focus.ts';
import { FormTextField } from '../../components/FormTextField.tsx';
import { usePageTitle } from '../../components/PageTitle.tsx';
import {
  emptyPhone,
  PhoneField,
  phoneFromInternational,
  phoneToInternational,
  type PhoneValue,
} from '../../components/PhoneField.tsx';
import { fieldErrorLines, formDataOf } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useSessionUser } from '../../lib/session.ts';
import { submitContactRequest } from './content.api.ts';
import { contactProblems } from './contactValidation.ts';

/** /contact-us (docs/product/screens.md Contact Us, §5 Contact us). */
export function ContactPage() {
  usePageTitle('Contact us');
  const user = useSessionUser();
  const [name, setName] = useState(user?.displayName ?? '');
  const [email, setEmail] = useState(user?.email ?? '');
  const [phone, setPhone] = useState<PhoneValue>(() => (user ? phoneFromInternational(user.phone) : { ...emptyPhone }));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>({});
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values = { name, email, phone: withPlus(phoneToInternational(phone)), message };
    const problems = contactProblems(values);
    setErrors(problems?.fields ?? {});
    setServerProblems([]);
    if (problems) {
      focusFirstInvalid(event.currentTarget);
      notify.error(problems.message);
      return;
    }
    setBusy(true);
    try {
      await submitContactRequest(
        formDataOf({ name: name.trim(), email: email.trim(), phone: values.phone, message: message.trim() }),
      );
      notify.success(Messages.contactSubmitted);
      setMessage('');
      setSent(true);
    } catch (error) {
      // The 'Parameter: first error' lines are listed in the form, not one snackbar each.
      setServerProblems(fieldErrorLines(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Box sx={{ bgcolor: 'rgba(15, 118, 110, 0.06)', borderBottom: 1, borderColor: 'divider', py: { xs: 4, md: 6 } }}>
        <Container maxWidth="lg">
          <Typography variant="overline" color="primary" sx={{ letterSpacing: 2, fontWeight: 700 }}>
            Support
          </Typography>
          <Typography variant="h3" component="h1" sx={{ fontSize: { xs: 32, md: 44 } }}>
            Contact us
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1, maxWidth: 620, fontSize: { md: 18 } }}>
            Questions about a booking, a listing or your account? Send us a message and our team will get back to you by
            email.
          </Typography>
        </Container>
      </Box>

      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
        <Grid container spacing={{ xs: 3, md: 4 }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 4 }}>
              {sent ? (
                <Box role="status" sx={{ textAlign: 'center', py: { xs: 2, md: 4 } }}>
                  <CheckCircleIcon color="success" sx={{ fontSize: 56 }} />
                  <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
                    {Messages.contactSubmitted}
                  </Typography>
                  <Typography color="textSecondary" sx={{ mt: 1, mb: 3 }}>
                    Thanks{name.trim() ? `, ${name.trim()}` : ''}! We will reply to {email.trim()} as soon as we can.
                  </Typography>
                  <Button variant="outlined" onClick={() => setSent(false)}>
                    Send another message
                  </Button>
                </Box>
              ) : (
                <Box component="form" noValidate onSubmit={submit} aria-labelledby="contact-form-title">
                  <Typography id="contact-form-title" variant="h5" component="h2" sx={{ mb: 3 }}>
                    Send us a message
                  </Typography>
                  <Grid container spacing={2}>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <FormTextField
                        id="contact-name"
                        label="Name"
                        value={name}
                        onValue={setName}
                        autoComplete="name"
                        error={errors.name}
                      />
                    </Grid>
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <FormTextField
                        id="contact-email"
                        label="Email"
                        type="email"
                        value={email}
                        onValue={setEmail}
                        autoComplete="email"
                        error={errors.email}
                      />
                    </Grid>
                    <Grid size={12}>
                      <PhoneField id="contact-phone" value={phone} onChange={setPhone} error={errors.phone} />
                    </Grid>
                    <Grid size={12}>
                      <FormTextField
                        id="contact-message"
                        label="Message"
                        value={message}
                        onValue={setMessage}
                        multiline
                        minRows={5}
                        error={errors.message}
                        helperText="Tell us how we can help. Include the listing or booking if relevant."
                        slotProps={{ htmlInput: { maxLength: 5000 } }}
                      />
                    </Grid>
                  </Grid>
                  {serverProblems.length > 0 && (
                    <Alert severity="error" role="alert" sx={{ mt: 2.5 }}>
                      <AlertTitle>Please check these details</AlertTitle>
                      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                        {serverProblems.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </Box>
                    </Alert>
                  )}
                  <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ mt: 3, px: 4 }}>
                    Send message
                  </Button>
                </Box>
              )}
            </Paper>
          </Grid>

          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={2.5} component="aside" aria-label="Support details">
              <Paper
                sx={{
                  p: { xs: 2.5, sm: 3.5 },
                  borderRadius: 4,
                  color: 'common.white',
                  background: 'linear-gradient(145deg, #0f766e 0%, #115e59 60%, #0b1f1d 100%)',
                }}
              >
                <SupportAgentIcon sx={{ fontSize: 40, color: 'secondary.main' }} />
                <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
                  We are here to help
                </Typography>
                <Typography sx={{ mt: 0.5, opacity: 0.9 }}>
                  Our support team reads every message and replies by email to the address you give here.
                </Typography>
              </Paper>
              <HelpTopic
                icon={<EventAvailableIcon />}
                title="Bookings"
                text={
                  <>
                    Reschedule or cancel from{' '}
                    <Link component={RouterLink} to="/mybookings">
                      My Bookings
                    </Link>
                    . Cancelling at least 24 hours before the start refunds the full amount.
                  </>
                }
              />
              <HelpTopic
                icon={<HomeWorkIcon />}
                title="Hosting"
                text={
                  <>
                    Listing approvals, schedules and payouts.{' '}
                    <Link component={RouterLink} to="/becomeahost">
                      How hosting works
                    </Link>
                    .
                  </>
                }
              />
            </Stack>
          </Grid>
        </Grid>
      </Container>
    </>
  );
}

function HelpTopic({ icon, title, text }: { icon: ReactNode; title: string; text: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 4 }}>
      <Stack direction="row" spacing={2}>
        <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }} aria-hidden>
          {icon}
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
          <Typography variant="body2" color="textSecondary">
            {text}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
