import { Messages, type Block, type VenueDetail } from '@app/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/TextInput.tsx';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { errorText } from '../../../lib/api.ts';
import { focusFirstInvalid } from '../../../lib/focus.ts';
import { quietNotificationsAbout } from '../../../lib/notify.ts';
import {
  blockBodyOf,
  blockFormErrors,
  blockFormOf,
  clock,
  emptyBlockForm,
  type BlockForm,
  type BlockFormErrors,
} from './block-rules.ts';
import { useSaveBlock } from '../api/save-block.ts';
import { timeZoneName } from '../../../lib/time-zone.ts';

const startHours = Array.from({ length: 24 }, (_, hour) => hour);
// The API takes "24:00" as the end of a day, so a block can end with the day it starts on.
const endHours = Array.from({ length: 25 }, (_, hour) => hour);

function HourSelect({
  id,
  label,
  value,
  hours,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  hours: number[];
  onChange: (hour: number) => void;
}) {
  return (
    <TextInput
      id={id}
      select
      label={label}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ inputLabel: { shrink: true } }}
      sx={{ minWidth: 0 }}
    >
      {hours.map((hour) => (
        <option key={hour} value={hour}>
          {clock(hour)}
        </option>
      ))}
    </TextInput>
  );
}

/**
 * The Block dialog of docs/product/screens.md ('Add a block' / 'Edit Bock'): Alter Reservations, slot chips when the listing has
 * slots (none chosen = the whole listing), and the From and To date and hour in the listing's time zone. A refusal
 * (e.g. 409: bookings in these hours while Alter Reservations is False) stays in the dialog, so the host can
 * switch Alter Reservations to True and send it again.
 */
export function BlockDialog({
  venue,
  block,
  onClose,
}: {
  venue: Pick<VenueDetail, 'uuid' | 'slots' | 'timezone' | 'category'>;
  /** The block being edited; undefined adds a new one. */
  block?: Block;
  onClose: () => void;
}) {
  const id = useId();
  const [form, setForm] = useState<BlockForm>(() => (block ? blockFormOf(block) : emptyBlockForm()));
  const [errors, setErrors] = useState<BlockFormErrors>({});
  const save = useSaveBlock(venue.uuid);
  const slotCount = venue.category.slots && venue.slots ? venue.slots : 0;
  const slotName = venue.category.slotPrefix || 'Slot';
  const title = block ? Messages.blockDialogEditTitle : Messages.blockDialogAddTitle;

  const update = (change: Partial<BlockForm>) => {
    setForm((current) => ({ ...current, ...change }));
    save.reset();
  };
  const toggleSlot = (slot: number) =>
    update({ slots: form.slots.includes(slot) ? form.slots.filter((id) => id !== slot) : [...form.slots, slot] });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = blockFormErrors(form);
    setErrors(found);
    if (found.from || found.to) {
      focusFirstInvalid(event.currentTarget);
      return;
    }
    // Bookings the block cancels are listed in the bell; the block's own message says it was saved.
    if (form.alterReservations) quietNotificationsAbout(venue.uuid);
    save.mutate({ blockId: block?.uuid, body: blockBodyOf(form) }, { onSuccess: onClose });
  };

  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          // A phone needs the width for the slot chips and two inputs a row: 16 px margins instead of 32.
          sx: {
            mx: { xs: 2, sm: 4 },
            width: { xs: 'calc(100% - 32px)' },
            maxWidth: { xs: 'calc(100% - 32px)', sm: 600 },
          },
        },
      }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${id}-form`}
          onSubmit={submit}
          noValidate
          aria-labelledby={`${id}-title`}
          spacing={2.5}
          sx={{ pt: 1 }}
        >
          <TextInput
            id={`${id}-alter`}
            select
            label="Alter Reservations"
            value={String(form.alterReservations)}
            onChange={(event) => update({ alterReservations: event.target.value === 'true' })}
            helperText="True cancels and fully refunds bookings in these hours; False keeps them and refuses the block."
            slotProps={{ inputLabel: { shrink: true } }}
          >
            <option value="false">False</option>
            <option value="true">True</option>
          </TextInput>

          {slotCount > 0 && (
            <Box role="group" aria-labelledby={`${id}-slots`} aria-describedby={`${id}-slots-help`}>
              <Typography id={`${id}-slots`} sx={{ fontWeight: 600 }}>
                Slots
              </Typography>
              <Typography id={`${id}-slots-help`} variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                {form.slots.length
                  ? `Blocks ${form.slots.length} of ${slotCount}. Choose none to block the whole listing.`
                  : 'None chosen: the whole listing is blocked.'}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {Array.from({ length: slotCount }, (_, index) => index + 1).map((slot) => {
                  const chosen = form.slots.includes(slot);
                  return (
                    <Chip
                      key={slot}
                      label={`${slotName} ${slot}`}
                      component="button"
                      type="button"
                      aria-pressed={chosen}
                      onClick={() => toggleSlot(slot)}
                      color={chosen ? 'primary' : 'default'}
                      variant={chosen ? 'filled' : 'outlined'}
                      sx={{ fontWeight: 600 }}
                    />
                  );
                })}
              </Box>
            </Box>
          )}

          {(['from', 'to'] as const).map((end) => {
            const dateKey = end === 'from' ? 'fromDate' : 'toDate';
            const hourKey = end === 'from' ? 'fromHour' : 'toHour';
            const word = end === 'from' ? 'From' : 'To';
            return (
              <Box key={end} sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', gap: 1.5 }}>
                <TextInput
                  id={`${id}-${end}-date`}
                  type="date"
                  label={`${word} date`}
                  value={form[dateKey]}
                  error={Boolean(errors[end])}
                  helperText={errors[end]}
                  onChange={(event) => {
                    const date = event.target.value;
                    setErrors((current) => ({ ...current, [end]: undefined }));
                    // Picking the start fills an empty end with the same day: most blocks are within one day.
                    update(end === 'from' && !form.toDate ? { fromDate: date, toDate: date } : { [dateKey]: date });
                  }}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-required': true } }}
                />
                <HourSelect
                  id={`${id}-${end}-hour`}
                  label={`${word} hour`}
                  value={form[hourKey]}
                  hours={end === 'from' ? startHours : endHours}
                  onChange={(hour) => {
                    setErrors((current) => ({ ...current, to: undefined }));
                    update({ [hourKey]: hour });
                  }}
                />
              </Box>
            );
          })}
          <Typography variant="body2" color="textSecondary">
            Times in {timeZoneName(venue.timezone)}. The block runs from its start hour up to its end hour; 24:00 is the
            end of the day.
          </Typography>

          {save.isError && (
            <Alert severity="error" role="alert">
              {errorText(save.error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" form={`${id}-form`} variant="contained" disabled={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
