import Grid from '@mui/material/Grid';
import { FormTextField } from '../../components/FormTextField.tsx';
import { DeferredPlaceField } from '../../components/DeferredPlaceField.tsx';
import { genderOptions } from './genderOptions.ts';

export interface PlaceDetails {
  address: string;
  /** Set only when the address was picked from the suggestions (docs/product/rules.md#validation: a place must have a latitude). */
  coordinates: { latitude: number; longitude: number } | null;
  zipcode: string;
  /** '' (prefer not to say) or a docs/product/rules.md#constants gender code. */
  gender: string;
}

/** Address with suggestions (filling the zipcode), zipcode and gender: the same grid cells on sign-up and profile. */
export function PlaceDetailsFields({
  idPrefix,
  addressLabel,
  value,
  onChange,
  addressError,
  onPlaceChosen,
}: {
  idPrefix: string;
  addressLabel: string;
  value: PlaceDetails;
  onChange: (patch: Partial<PlaceDetails>) => void;
  addressError?: string;
  /** A place with coordinates was picked: the caller clears its address error. */
  onPlaceChosen: () => void;
}) {
  return (
    <>
      <Grid size={12}>
        <DeferredPlaceField
          id={`${idPrefix}-${addressLabel.toLowerCase()}`}
          label={addressLabel}
          value={value.address}
          onTextChange={(address) => onChange({ address })}
          onPlace={(place) => {
            // A picked place brings its own zipcode, or none: the one typed for another address would be wrong.
            onChange(place ? { coordinates: place.coordinates, zipcode: place.zipcode } : { coordinates: null });
            if (place) onPlaceChosen();
          }}
          error={addressError}
          helperText="Start typing and pick your address from the list."
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          id={`${idPrefix}-zipcode`}
          label="Zipcode"
          value={value.zipcode}
          onValue={(zipcode) => onChange({ zipcode })}
          autoComplete="postal-code"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          id={`${idPrefix}-gender`}
          select
          label="Gender"
          value={value.gender}
          onValue={(gender) => onChange({ gender })}
        >
          <option value="">Prefer not to say</option>
          {genderOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FormTextField>
      </Grid>
    </>
  );
}
