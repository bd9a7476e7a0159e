import { Limits, ListingStatus, Messages, type Category } from '@app/contract';
import { finalPhotoCount, photoCountError } from '@app/contract/rules';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { TextInput } from '../../../components/TextInput.tsx';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { DeferredPlaceField } from '../../../components/DeferredPlaceField.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { focusFirstInvalid } from '../../../lib/focus.ts';
import { notify } from '../../../lib/notify.ts';
import { useAmenities, useCategories } from '../../../lib/catalog.ts';
import { findTimezone } from '../../../lib/location.ts';
import { firstListingError, listingErrors, type ListingErrors, type ListingValues } from './listing-form.ts';
import { PhotoDropArea, type NewPhoto } from './PhotoDropArea.tsx';
import { Section } from './form-sections/Section.tsx';
import { Checklist } from './form-sections/Checklist.tsx';
import { AmenityChoices } from './form-sections/AmenityChoices.tsx';
import { ExistingPhotos } from './form-sections/ExistingPhotos.tsx';
import { timeZoneName } from '../../../lib/time-zone.ts';

export interface ListingSubmission {
  values: ListingValues;
  /** New photos in the chosen order. */
  photos: File[];
  /** Existing image paths the host marked for deletion (edit only). */
  deleteImages: string[];
  categoryHasSlots: boolean;
  onProgress: (fraction: number) => void;
}

const photoButtonId = 'listing-photos-choose';

const statusOptions = [
  { value: String(ListingStatus.ACTIVE), label: 'ACTIVE' },
  { value: String(ListingStatus.INACTIVE), label: 'INACTIVE' },
];

/**
 * The Add / Edit listing form (docs/product/screens.md, docs/product/rules.md#validation). On edit the category is fixed (`lockedCategory`) and the listing's
 * photos are shown to keep or mark for deletion. `onSubmit` sends it and resolves once the server accepted it; a
 * refusal is shown in the form, next to its submit button (401 and 403 are the session rules' to announce).
 */
export function ListingForm({
  mode,
  initial,
  lockedCategory,
  existingImages = [],
  existingThumbnails = [],
  submitLabel,
  onSubmit,
  notice,
}: {
  mode: 'add' | 'edit';
  /** Shown above the form (the edit page's approval state). */
  notice?: ReactNode;
  initial: ListingValues;
  lockedCategory?: Pick<Category, 'name' | 'slots'>;
  existingImages?: string[];
  existingThumbnails?: string[];
  submitLabel: string;
  onSubmit: (submission: ListingSubmission) => Promise<void>;
}) {
  const categories = useCategories();
  const amenities = useAmenities();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ListingErrors>({});
  const [photos, setPhotos] = useState<NewPhoto[]>([]);
  const [deleted, setDeleted] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string>();
  const failureRef = useRef<HTMLDivElement>(null);
  const busy = progress !== null || done;

  const category = lockedCategory ?? categories.data?.find((option) => option.uuid === values.categoryId);
  const categoryHasSlots = Boolean(category?.slots);
  const kept = existingImages.length - deleted.length;
  const finalCount = finalPhotoCount(existingImages.length, deleted.length, photos.length);

  const set = (patch: Partial<ListingValues>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setErrors((previous) => {
      const next = { ...previous };
      for (const field of Object.keys(patch)) delete next[field as keyof ListingErrors];
      if ('coordinates' in patch) delete next.address;
      return next;
    });
  };

  const chooseCategory = (categoryId: string) => {
    const chosen = categories.data?.find((option) => option.uuid === categoryId);
    set({ categoryId, slots: chosen?.slots ? values.slots || '1' : '' });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const found = listingErrors(values, { mode, categoryHasSlots });
    const countProblem = photoCountError(mode, finalCount);
    if (countProblem) found.photos = countProblem;
    setErrors(found);
    setFailure(undefined);
    const first = firstListingError(found);
    if (first) {
      // One snackbar per submit; each field says what it needs under it.
      notify.error(first);
      focusFirstInvalid(form, () => document.getElementById(photoButtonId));
      return;
    }
    setProgress(0);
    try {
      await onSubmit({
        values,
        photos: photos.map((photo) => photo.file),
        deleteImages: deleted,
        categoryHasSlots,
        onProgress: setProgress,
      });
      setDone(true);
    } catch (error) {
      // The form stays as typed.
      if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) {
        setFailure(errorText(error));
        requestAnimationFrame(() => failureRef.current?.focus());
      }
    } finally {
      setProgress(null);
    }
  };

  const categoryField =
    mode === 'edit' ? (
      <TextInput id="listing-category" label="Category" value={lockedCategory?.name ?? ''} disabled fullWidth />
    ) : (
      <FormTextField
        id="listing-category"
        select
        fullWidth
        label="Category"
        value={categories.data ? values.categoryId : ''}
        onValue={chooseCategory}
        error={errors.categoryId}
        disabled={!categories.data}
        helperText={
          categories.isPending
            ? 'Loading categories…'
            : categories.isError
              ? 'The categories could not be loaded.'
              : 'Some categories rent out numbered slots (courts, parking bays).'
        }
      >
        <option value="" disabled>
          {categories.data ? 'Choose a category' : ''}
        </option>
        {(categories.data ?? []).map((option) => (
          <option key={option.uuid} value={option.uuid}>
            {option.name}
          </option>
        ))}
      </FormTextField>
    );

  const slotsDisabled = mode === 'edit' || !categoryHasSlots;
  const slotsField = (
    <FormTextField
      id="listing-slots"
      label="Slots"
      type="number"
      fullWidth
      value={categoryHasSlots ? values.slots : ''}
      onValue={(slots) => set({ slots })}
      disabled={slotsDisabled}
      // A text area lets the long placeholder wrap on a phone instead of being cut off.
      multiline={!categoryHasSlots}
      error={errors.slots}
      placeholder={category && !categoryHasSlots ? Messages.slotsNotAvailableForCategory : undefined}
      helperText={
        mode === 'edit'
          ? categoryHasSlots
            ? 'Change the number of slots in the Schedule dialog.'
            : undefined
          : categoryHasSlots
            ? 'How many can be booked at once (at least 1).'
            : category
              ? undefined
              : 'Choose a category first.'
      }
      slotProps={{ htmlInput: { min: 1, step: 1 }, inputLabel: { shrink: true } }}
    />
  );

  const numberField = (field: 'adults' | 'children' | 'infants', label: string) => (
    <FormTextField
      id={`listing-${field}`}
      label={label}
      type="number"
      fullWidth
      value={values[field]}
      onValue={(value) => set({ [field]: value })}
      error={errors[field]}
      slotProps={{ htmlInput: { min: field === 'adults' ? 1 : 0, step: 1, inputMode: 'numeric' } }}
    />
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={mode === 'add' ? 'Add listing' : 'Edit listing'}
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 300px' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={3}>
        {notice}
        <Section title="About the space" text="What guests see first in search and on the listing page.">
          <Grid container spacing={2}>
            <Grid size={12}>
              <FormTextField
                id="listing-title"
                label="Title"
                fullWidth
                value={values.title}
                onValue={(title) => set({ title })}
                error={errors.title}
                slotProps={{ htmlInput: { maxLength: 120 } }}
              />
            </Grid>
            <Grid size={12}>
              <FormTextField
                id="listing-description"
                label="Description"
                fullWidth
                multiline
                minRows={4}
                value={values.description}
                onValue={(description) => set({ description })}
                error={errors.description}
                slotProps={{ htmlInput: { maxLength: 5000 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{categoryField}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{slotsField}</Grid>
          </Grid>
        </Section>

        <Section title="Location" text="Pick the address from the suggestions: it places the listing on the map.">
          <Grid container spacing={2}>
            <Grid size={12}>
              <DeferredPlaceField
                id="listing-address"
                label="Address"
                value={values.address}
                onTextChange={(address) => set({ address })}
                onPlace={(place) => {
                  if (!place) {
                    set({ coordinates: null, timezone: '' });
                    return;
                  }
                  // The zipcode is the picked place's, or none: an older one belongs to another address.
                  set({ address: place.address, coordinates: place.coordinates, zipcode: place.zipcode });
                  const { latitude, longitude } = place.coordinates;
                  void findTimezone(latitude, longitude)
                    .then((timezone) =>
                      setValues((previous) => (previous.coordinates ? { ...previous, timezone } : previous)),
                    )
                    .catch(() => undefined);
                }}
                error={errors.address}
                helperText={
                  values.coordinates
                    ? values.timezone
                      ? `Times of this listing are in ${timeZoneName(values.timezone)} (${values.timezone}).`
                      : 'Address picked.'
                    : 'Start typing and pick the address from the list.'
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                id="listing-zipcode"
                label="Zipcode"
                fullWidth
                value={values.zipcode}
                onValue={(zipcode) => set({ zipcode })}
                error={errors.zipcode}
                autoComplete="postal-code"
              />
            </Grid>
          </Grid>
        </Section>

        <Section title="Price, guests and status">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                id="listing-rent"
                label="Rent per hour"
                type="number"
                fullWidth
                value={values.rent}
                onValue={(rent) => set({ rent })}
                error={errors.rent}
                slotProps={{
                  htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormTextField
                id="listing-status"
                select
                fullWidth
                label="Status"
                value={values.status}
                onValue={(status) => set({ status })}
                error={errors.status}
                helperText="INACTIVE listings stay hidden from search."
              >
                {statusOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </FormTextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{numberField('adults', 'Maximum adults')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{numberField('children', 'Maximum children')}</Grid>
            <Grid size={{ xs: 12, sm: 4 }}>{numberField('infants', 'Maximum infants')}</Grid>
          </Grid>
        </Section>

        <Section title="Amenities" text="Tick everything guests can use.">
          <AmenityChoices chosen={values.amenityIds} onChange={(amenityIds) => set({ amenityIds })} state={amenities} />
        </Section>

        <Box id="listing-photos" sx={{ scrollMarginTop: 80 }}>
          <Section
            title="Photos"
            text={
              mode === 'edit'
                ? 'Keep, delete or add photos. New photos are added after the ones you keep.'
                : 'Bright, wide photos get more bookings. Use the arrows to choose the order.'
            }
          >
            <Stack spacing={3}>
              {mode === 'edit' && (
                <ExistingPhotos
                  images={existingImages}
                  thumbnails={existingThumbnails}
                  deleted={deleted}
                  disabled={busy}
                  onToggle={(path) => {
                    setDeleted((previous) =>
                      previous.includes(path) ? previous.filter((item) => item !== path) : [...previous, path],
                    );
                    setErrors((previous) => ({ ...previous, photos: undefined }));
                  }}
                />
              )}
              <PhotoDropArea
                photos={photos}
                onChange={(next) => {
                  setPhotos(next);
                  setErrors((previous) => ({ ...previous, photos: undefined }));
                }}
                room={Limits.maxImagesPerListing - kept}
                coverFirst={mode === 'add' || kept === 0}
                error={errors.photos}
                disabled={busy}
                buttonId={photoButtonId}
              />
              <Typography
                variant="body2"
                color={finalCount < Limits.minImagesPerListing ? 'error' : 'text.secondary'}
                aria-live="polite"
              >
                {mode === 'edit'
                  ? `Photos after saving: ${finalCount} (${kept} kept, ${photos.length} new; at least ${Limits.minImagesPerListing}).`
                  : `${finalCount} of ${Limits.maxImagesPerListing} photos chosen (at least ${Limits.minImagesPerListing}).`}
              </Typography>
            </Stack>
          </Section>
        </Box>

        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 4 }}>
          {failure && (
            <Alert severity="error" role="alert" ref={failureRef} tabIndex={-1} sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {progress !== null && (
            <Box sx={{ mb: 2 }}>
              <Typography id="listing-upload-label" variant="body2" sx={{ mb: 1 }}>
                {progress < 1 ? `Uploading photos… ${Math.round(progress * 100)}%` : 'Processing photos…'}
              </Typography>
              <LinearProgress
                aria-labelledby="listing-upload-label"
                variant={progress < 1 ? 'determinate' : 'indeterminate'}
                value={Math.round(progress * 100)}
              />
            </Box>
          )}
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography variant="body2" color="textSecondary">
              {mode === 'add'
                ? 'New listings are reviewed before guests can find them.'
                : 'Changes show on the listing as soon as they are saved.'}
            </Typography>
            <Button type="submit" variant="contained" size="large" disabled={busy} sx={{ px: 4, flexShrink: 0 }}>
              {submitLabel}
            </Button>
          </Stack>
        </Paper>
      </Stack>
      <Checklist
        mode={mode}
        items={[
          { label: 'Title and description', done: Boolean(values.title.trim() && values.description.trim()) },
          {
            label: categoryHasSlots ? 'Category and slots' : 'Category',
            done: Boolean(category) && (!categoryHasSlots || Number(values.slots) >= 1),
          },
          { label: 'Address picked from the list', done: Boolean(values.coordinates && values.zipcode.trim()) },
          {
            label: 'Price and guest limits',
            done: [values.rent, values.adults, values.children, values.infants].every(
              (value) => value.trim() !== '' && Number(value) >= 0,
            ),
          },
          {
            label: `At least ${Limits.minImagesPerListing} photos (${finalCount} now)`,
            done: finalCount >= Limits.minImagesPerListing && finalCount <= Limits.maxImagesPerListing,
          },
        ]}
      />
    </Box>
  );
}
