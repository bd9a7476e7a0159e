import { Messages, type VenueDetail } from '@app/contract';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import { EmptyState } from '../../../components/PageShell.tsx';
import { usePageTitle } from '../../../components/PageTitle.tsx';
import { loadingRegion } from '../../../components/loading-region';
import { ApiError, errorText } from '../../../lib/api.ts';
import { focusFirstInvalid } from '../../../lib/focus.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { timeZoneName } from '../../../lib/time-zone.ts';
import { useHostedVenue } from '../api/get-hosted-venue.ts';
import { useSaveBookingRules } from '../api/save-booking-rules.ts';
import { RulesFields } from './RulesFields.tsx';
import { RulesPreview } from './RulesPreview.tsx';
import {
  checkRules,
  loadRulesSchema,
  rulesFormOf,
  serverRulesErrors,
  useRulesSchema,
  type CheckedRules,
  type RulesErrors,
  type RulesForm,
} from './rules-form.ts';
import { BackToListings } from '../BackToListings.tsx';

const manageListings = (
  <Button component={RouterLink} to="/managelistings" variant="contained">
    Manage Listings
  </Button>
);

function Loading() {
  return (
    <Box {...loadingRegion('Loading the booking rules')}>
      <Skeleton width="min(420px, 100%)" height={48} />
      <Skeleton width="min(320px, 80%)" sx={{ mb: 3 }} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' } }}>
        <Stack spacing={3}>
          {[180, 260, 240].map((height) => (
            <Skeleton key={height} variant="rounded" height={height} />
          ))}
        </Stack>
        <Skeleton variant="rounded" height={320} />
      </Box>
    </Box>
  );
}

/** The form, the Save bar and the live preview of one listing's rules. */
function RulesEditor({ venue }: { venue: VenueDetail }) {
  const [form, setForm] = useState<RulesForm>(() => rulesFormOf(venue.rules));
  const [errors, setErrors] = useState<RulesErrors>({});
  const [failure, setFailure] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveBookingRules(venue.uuid);
  const schema = useRulesSchema();
  const checked = schema ? checkRules(form, schema) : undefined;

  const update = (patch: Partial<RulesForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const name of Object.keys(patch) as (keyof RulesForm)[]) delete next[name];
      return next;
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const element = formRef.current;
    let checked: CheckedRules;
    try {
      checked = checkRules(form, schema ?? (await loadRulesSchema()));
    } catch (error) {
      setFailure(errorText(error));
      return;
    }
    if (!checked.ok) {
      setErrors(checked.errors);
      if (element) focusFirstInvalid(element);
      return;
    }
    save.mutate(checked.body, {
      onSuccess: (body) => {
        // The rules as the server saved them (its defaults filled in) stay on the page.
        setForm(rulesFormOf(body.data));
        setErrors({});
      },
      onError: (error) => {
        setFailure(errorText(error));
        if (error instanceof ApiError && error.status === 400) {
          setErrors(serverRulesErrors(error.details));
          if (element) focusFirstInvalid(element);
        }
      },
    });
  };

  return (
    <>
      <Box sx={{ mb: 3, minWidth: 0 }}>
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          Booking rules for {venue.title}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          How guests book, what they pay and what a cancellation refunds · Times in {timeZoneName(venue.timezone)}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 380px' },
          gridTemplateAreas: { xs: '"fields" "preview" "save"', lg: '"fields preview" "save preview"' },
        }}
      >
        {/* The form's boxes are the grid's own items (display: contents), so a phone shows the preview before Save. */}
        <Box
          component="form"
          ref={formRef}
          noValidate
          onSubmit={(event) => void submit(event)}
          aria-label="Booking rules"
          sx={{ display: 'contents' }}
        >
          <Box sx={{ gridArea: 'fields', minWidth: 0 }}>
            <RulesFields venue={venue} form={form} errors={errors} update={update} />
          </Box>
          <Paper variant="outlined" sx={{ gridArea: 'save', p: { xs: 2.5, sm: 3 }, borderRadius: 4 }}>
            {failure && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            )}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
            >
              <Typography variant="body2" color="textSecondary">
                Bookings already made keep the price, policy and way of booking they were made under.
              </Typography>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={save.isPending}
                sx={{ px: 4, flexShrink: 0 }}
              >
                Save booking rules
              </Button>
            </Stack>
          </Paper>
        </Box>
        <Box sx={{ gridArea: 'preview', minWidth: 0, alignSelf: { lg: 'stretch' } }}>
          <RulesPreview venue={venue} checked={checked} />
        </Box>
      </Box>
    </>
  );
}

/**
 * /booking-rules/{id}: the host sets how a listing is booked, its cancellation policy, time rules and pricing, with a
 * live preview of a sample booking (docs/product/rules.md#booking-rules, docs/product/wire-contract.md#booking-rules).
 */
export function BookingRulesPage() {
  const { id = '' } = useParams();
  const user = useSessionUser();
  const venue = useHostedVenue(id);
  const owned = Boolean(venue.data && user && venue.data.host.userId === user.uuid);
  usePageTitle(venue.data && owned ? `Booking rules · ${venue.data.title}` : 'Booking rules');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <BackToListings />
      {venue.data ? (
        owned ? (
          <RulesEditor key={venue.data.uuid} venue={venue.data} />
        ) : (
          <EmptyState
            icon={<TuneOutlinedIcon fontSize="large" />}
            title="This is not one of your listings"
            text="Only the host of a listing can set its booking rules. Your own listings are in Manage Listings."
            action={manageListings}
          />
        )
      ) : venue.isPending ? (
        <Loading />
      ) : venue.error instanceof ApiError && venue.error.status === 404 ? (
        <EmptyState
          icon={<TuneOutlinedIcon fontSize="large" />}
          tone="rose"
          title={Messages.listingNotFound}
          text="It may have been deleted. Your listings are in Manage Listings."
          action={manageListings}
        />
      ) : (
        <LoadFailed what="This listing" onRetry={() => void venue.refetch()} />
      )}
    </Container>
  );
}
