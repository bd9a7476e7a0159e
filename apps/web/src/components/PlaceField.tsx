import type { GeocodedAddress } from '@app/contract';
import Autocomplete from '@mui/material/Autocomplete';
import { TextInput } from './TextInput.tsx';
import { useEffect, useState } from 'react';
import { findPlaces, geocodeAddress } from '../lib/location.ts';

/**
 * A place with suggestions as the user types (GET /location/find/places). Choosing one resolves it to coordinates and
 * a ZIP code (GET /location/get/address) and reports it through onPlace; typing without choosing reports null.
 */
export function PlaceField({
  label = 'Location',
  value,
  onTextChange,
  onPlace,
  error,
  helperText,
  required,
  name,
  size,
  id,
  openOnFocus,
}: {
  label?: string;
  value: string;
  onTextChange: (text: string) => void;
  onPlace?: (place: GeocodedAddress | null) => void;
  /** The validation message: marks the field invalid and replaces `helperText` while set. */
  error?: string;
  helperText?: string;
  required?: boolean;
  name?: string;
  size?: 'small' | 'medium';
  id?: string;
  /** Show the suggestions for the current text as soon as the field gets the focus. */
  openOnFocus?: boolean;
}) {
  const [options, setOptions] = useState<string[]>([]);
  const [loading, setLoading] = useState(false);
  // Fewer than two characters suggest nothing; older suggestions stay out of sight rather than being cleared.
  const shownOptions = value.trim().length < 2 ? [] : options;

  useEffect(() => {
    const text = value.trim();
    if (text.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      findPlaces(text, controller.signal)
        .then((places) => setOptions(places.slice(0, 8)))
        .catch(() => undefined)
        .finally(() => setLoading(false));
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value]);

  const choose = async (text: string | null) => {
    if (!text) {
      onPlace?.(null);
      return;
    }
    onTextChange(text);
    if (!onPlace) return;
    const [place] = await geocodeAddress(text).catch(() => [] as GeocodedAddress[]);
    onPlace(place ? { ...place, address: text } : null);
  };

  return (
    <Autocomplete
      id={id}
      freeSolo
      openOnFocus={openOnFocus}
      size={size}
      options={shownOptions}
      filterOptions={(all) => all}
      loading={loading}
      inputValue={value}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') {
          onTextChange(text);
          onPlace?.(null);
        }
      }}
      onChange={(_event, chosen) => void choose(typeof chosen === 'string' ? chosen : null)}
      renderInput={(params) => (
        <TextInput
          {...params}
          label={label}
          name={name}
          required={required}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
