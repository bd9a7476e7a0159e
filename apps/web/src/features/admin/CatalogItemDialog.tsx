import { AdminMessages, type AdminAmenity, type AdminCategory } from '@app/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { TextInput } from '../../components/TextInput.tsx';
import { useId, useState, type FormEvent } from 'react';
import { ApiError, errorText } from '../../lib/api.ts';
import { useSaveCatalogItem, type AmenityInput, type CatalogKind, type CategoryInput } from './admin-catalog.api.ts';
import { loadFormSchemas, usePrefetchFormSchemas } from './form-schemas.ts';
import { inUse, usageText } from './catalog-usage.ts';

type Field = 'name' | 'slotPrefix';

/** Server refusals that belong to one field are shown under it; anything else above the buttons. */
const nameMessages: string[] = [AdminMessages.categoryNameTaken, AdminMessages.amenityNameTaken];
function serverFieldErrors(error: unknown): { fields: Partial<Record<Field, string>>; other?: string } {
  if (!(error instanceof ApiError)) return error ? { fields: {}, other: errorText(error) } : { fields: {} };
  if (nameMessages.includes(error.message)) return { fields: { name: error.message } };
  if (error.details && typeof error.details === 'object') {
    const fields: Partial<Record<Field, string>> = {};
    for (const [field, problems] of Object.entries(error.details as Record<string, unknown>)) {
      const first = Array.isArray(problems) ? problems[0] : problems;
      if ((field === 'name' || field === 'slotPrefix') && typeof first === 'string') fields[field] = first;
    }
    if (Object.keys(fields).length) return { fields };
  }
  return { fields: {}, other: errorText(error) };
}

/**
 * Add or edit a category (name, numbered slots and their prefix) or an amenity (name). The contract's rules are
 * checked before sending, with its messages; the server's refusals (name taken, slots of a category in use) show in
 * place.
 */
export function CatalogItemDialog({
  kind,
  item,
  onClose,
}: {
  kind: CatalogKind;
  /** The entry to edit; null to add one. */
  item: AdminCategory | AdminAmenity | null;
  onClose: () => void;
}) {
  const titleId = useId();
  const category = item && 'slots' in item ? item : null;
  const [name, setName] = useState(item?.name ?? '');
  const [slots, setSlots] = useState(category?.slots ?? false);
  const [slotPrefix, setSlotPrefix] = useState(category?.slotPrefix ?? '');
  const [checked, setChecked] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveCatalogItem(kind);
  const server = serverFieldErrors(save.error);
  const errors = { ...server.fields, ...checked };
  const noun = kind === 'category' ? 'category' : 'amenity';
  const used = item ? inUse(item) : false;

  usePrefetchFormSchemas();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { AmenityUpsertBodySchema, CategoryUpsertBodySchema } = await loadFormSchemas();
    const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]) => {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'slotPrefix') && !next[field]) next[field] = issue.message;
      }
      return next;
    };
    let input: CategoryInput | AmenityInput;
    if (kind === 'category') {
      const parsed = CategoryUpsertBodySchema.safeParse({ name, slots, slotPrefix: slots ? slotPrefix : null });
      if (!parsed.success) return setChecked(fieldErrors(parsed.error.issues));
      input = { name: parsed.data.name, slots: parsed.data.slots, slotPrefix: parsed.data.slotPrefix ?? null };
    } else {
      const parsed = AmenityUpsertBodySchema.safeParse({ name });
      if (!parsed.success) return setChecked(fieldErrors(parsed.error.issues));
      input = parsed.data;
    }
    setChecked({});
    save.mutate({ id: item?.uuid, input }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{item ? `Edit ${noun}` : `Add ${noun}`}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextInput
              label="Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              error={Boolean(errors.name)}
              helperText={errors.name}
              required
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
            {kind === 'category' && (
              <div>
                <FormControlLabel
                  control={
                    <Switch
                      checked={slots}
                      onChange={(event) => setSlots(event.target.checked)}
                      disabled={Boolean(category) && used}
                    />
                  }
                  label="Split into numbered slots"
                />
                <FormHelperText sx={{ mt: 0 }}>
                  {category && used
                    ? `Used by ${usageText(category)}: the slots setting cannot change.`
                    : 'For spaces booked by the slot, such as parking spaces or courts.'}
                </FormHelperText>
              </div>
            )}
            {kind === 'category' && slots && (
              <TextInput
                label="Slot prefix"
                value={slotPrefix}
                onChange={(event) => setSlotPrefix(event.target.value)}
                error={Boolean(errors.slotPrefix)}
                helperText={errors.slotPrefix ?? 'Shown before the number, e.g. "Space" for Space 1, Space 2…'}
                required
                fullWidth
                slotProps={{ htmlInput: { maxLength: 20 } }}
              />
            )}
            {server.other && <Alert severity="error">{server.other}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
