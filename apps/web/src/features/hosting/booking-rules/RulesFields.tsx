import {
  BookingRuleLimits,
  CancellationPolicies,
  cancellationPolicySentence,
  formatDollars,
  type VenueDetail,
} from '@app/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { timeZoneName } from '../../../lib/time-zone.ts';
import { clock } from '../blocked-dates/block-rules.ts';
import { Section } from '../listing-form/form-sections/Section.tsx';
import type { RulesErrors, RulesForm } from './rules-form.ts';

type NumberName = { [K in keyof RulesForm]: RulesForm[K] extends string ? K : never }[keyof RulesForm];
type Update = (patch: Partial<RulesForm>) => void;

const modes = [
  { value: 'instant', title: 'Instant book', text: 'Guests book and pay at once: the hours are theirs.' },
  {
    value: 'request',
    title: 'Request to book',
    text: 'Guests ask first: their card is authorised, and charged only when you accept.',
  },
] as const;
const policyTitles = { flexible: 'Flexible', moderate: 'Moderate', strict: 'Strict' } as const;
const hoursOfDay = Array.from({ length: 24 }, (_, hour) => hour);
const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
};

/** One option of a radio group as a card: its title names the radio, its text describes it. */
function ChoiceCard({
  value,
  selected,
  title,
  text,
}: {
  value: string;
  selected: boolean;
  title: string;
  text: string;
}) {
  const textId = useId();
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        p: 1.5,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'rgba(15, 118, 110, 0.06)' : 'background.paper',
        borderRadius: 3,
        cursor: 'pointer',
        '&:hover': { borderColor: selected ? 'primary.main' : 'text.secondary' },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.light', outlineOffset: 2 },
      }}
    >
      <Radio
        value={value}
        sx={{ mt: -0.75, ml: -0.75 }}
        slotProps={{ input: { 'aria-label': title, 'aria-describedby': textId } }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }}>{title}</Typography>
        <Typography id={textId} variant="body2" color="textSecondary">
          {text}
        </Typography>
      </Box>
    </Box>
  );
}

/** The booking rules page's four sections, every rule with a visible label (docs/product/rules.md#booking-rules). */
export function RulesFields({
  venue,
  form,
  errors,
  update,
}: {
  venue: VenueDetail;
  form: RulesForm;
  errors: RulesErrors;
  update: Update;
}) {
  const peakId = useId();
  const zone = timeZoneName(venue.timezone);
  const rent = formatDollars(Math.round(venue.rent * 100));
  const numberField = (name: NumberName, label: string, helperText: string, decimal = false) => (
    <FormTextField
      label={label}
      value={form[name]}
      error={errors[name]}
      helperText={helperText}
      onValue={(value) => update({ [name]: value })}
      slotProps={{ htmlInput: { inputMode: decimal ? 'decimal' : 'numeric' } }}
    />
  );
  const togglePeak = (hour: number) =>
    update({
      peakHours: form.peakHours.includes(hour)
        ? form.peakHours.filter((chosen) => chosen !== hour)
        : [...form.peakHours, hour].sort((a, b) => a - b),
    });

  return (
    <Stack spacing={3}>
      <Section title="How guests book">
        <RadioGroup
          name="bookingMode"
          aria-label="How guests book"
          value={form.bookingMode}
          onChange={(event) => update({ bookingMode: event.target.value as RulesForm['bookingMode'] })}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {modes.map((mode) => (
            <ChoiceCard key={mode.value} {...mode} selected={form.bookingMode === mode.value} />
          ))}
        </RadioGroup>
        {form.bookingMode === 'request' && (
          <Box sx={{ mt: 2.5, maxWidth: { sm: 'calc(50% - 8px)' } }}>
            {numberField(
              'responseHours',
              'Hours you have to answer',
              `${BookingRuleLimits.minResponseHours} to ${BookingRuleLimits.maxResponseHours}, never past the booking’s start. Unanswered, the request ends and the card is released.`,
            )}
          </Box>
        )}
      </Section>

      <Section
        title="Cancellation policy"
        text="What a guest gets back when they cancel. Bookings keep the policy they were made under; one cancelled within an hour of booking, starting more than 48 hours later, is always refunded in full."
      >
        <RadioGroup
          name="cancellationPolicy"
          aria-label="Cancellation policy"
          value={form.cancellationPolicy}
          onChange={(event) => update({ cancellationPolicy: event.target.value as RulesForm['cancellationPolicy'] })}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          {CancellationPolicies.map((policy) => (
            <ChoiceCard
              key={policy}
              value={policy}
              selected={form.cancellationPolicy === policy}
              title={policyTitles[policy]}
              text={cancellationPolicySentence(policy)}
            />
          ))}
        </RadioGroup>
      </Section>

      <Section title="Time rules" text={`Whole hours and days, in ${zone}.`}>
        <Box sx={twoColumns}>
          {numberField(
            'bufferBeforeHours',
            'Buffer before each booking (hours)',
            `0 to ${BookingRuleLimits.maxBufferHours}, kept free and not charged`,
          )}
          {numberField(
            'bufferAfterHours',
            'Buffer after each booking (hours)',
            `0 to ${BookingRuleLimits.maxBufferHours}, kept free and not charged`,
          )}
          {numberField('minHours', 'Minimum hours per booking', 'At least 1')}
          {numberField('maxHours', 'Maximum hours per booking', 'Blank: no maximum')}
          {numberField(
            'noticeHours',
            'Minimum notice (hours)',
            `0 to ${BookingRuleLimits.maxNoticeHours} (7 days) between booking and the first hour`,
          )}
          {numberField(
            'horizonDays',
            'How far ahead guests can book (days)',
            `Blank: the whole scheduling period (${venue.schedulingPeriod} days)`,
          )}
        </Box>
      </Section>

      <Section title="Pricing" text={`Dollars. The rent is ${rent} an hour; blank means not used.`}>
        <Box sx={twoColumns}>
          {numberField(
            'weekendRent',
            'Weekend rate ($/hour)',
            `Saturdays and Sundays. Blank: the rent (${rent})`,
            true,
          )}
          {numberField('peakRent', 'Peak rate ($/hour)', 'In the peak hours below, any day', true)}
          <Box
            role="group"
            aria-labelledby={`${peakId}-label`}
            aria-describedby={`${peakId}-help`}
            sx={{ gridColumn: '1 / -1' }}
          >
            <Typography id={`${peakId}-label`} sx={{ fontWeight: 600 }}>
              Peak hours
            </Typography>
            <FormHelperText id={`${peakId}-help`} error={Boolean(errors.peakHours)} sx={{ mt: 0, mb: 1 }}>
              {errors.peakHours ??
                `Hours starting at these times, in ${zone}: ${form.peakHours.length ? `${form.peakHours.length} chosen` : 'none chosen'}.`}
            </FormHelperText>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {hoursOfDay.map((hour) => {
                const chosen = form.peakHours.includes(hour);
                return (
                  <Chip
                    key={hour}
                    label={clock(hour)}
                    component="button"
                    type="button"
                    aria-pressed={chosen}
                    onClick={() => togglePeak(hour)}
                    color={chosen ? 'primary' : 'default'}
                    variant={chosen ? 'filled' : 'outlined'}
                    sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
                  />
                );
              })}
            </Box>
          </Box>
          {numberField(
            'extraGuestFee',
            'Extra guest fee ($ per guest per hour)',
            'For each guest beyond those the rent includes',
            true,
          )}
          {numberField('extraGuestsFrom', 'Charged for each guest above', 'The guests the rent includes (0 or more)')}
          {numberField(
            'longBookingHours',
            'Long booking discount from (hours)',
            'Bookings this long or longer (at least 2)',
          )}
          {numberField(
            'longBookingDiscountPercent',
            'Long booking discount (%)',
            `1 to ${BookingRuleLimits.maxDiscountPercent}, off the hours`,
          )}
          {numberField('cleaningFee', 'Cleaning fee ($ per booking)', 'Once per booking', true)}
        </Box>
      </Section>
    </Stack>
  );
}
