import { useEffect, useRef, useState, type ComponentType } from 'react';
import { loadThemed } from './theme/themed.tsx';
import type { PlaceField as PlaceFieldComponent } from './PlaceField.tsx';
import { PlainField } from './PlainField.tsx';

type PlaceFieldProps = Parameters<typeof PlaceFieldComponent>[0];

/** Once loaded, later fields render the real one at once: no swap under a caret that is already typing. */
let loadedPlaceField: ComponentType<PlaceFieldProps> | undefined;
const loadPlaceField = () =>
  loadThemed(() => import('./PlaceField.tsx').then((module) => module.PlaceField)).then((component) => {
    loadedPlaceField = component;
    return component;
  });

/**
 * A location or address field with suggestions (search forms, sign-up, profile, listing form). Suggestions (MUI
 * Autocomplete and Popper, ~17 KB gzip, and MUI itself on home) load when the visitor first points at or focuses the
 * field; until then a plain input of the same look (PlainField) takes the text.
 */
export function DeferredPlaceField(props: PlaceFieldProps & { id: string }) {
  const { id, label = 'Location', value, onTextChange, name, error, helperText, required, size } = props;
  const [Loaded, setLoaded] = useState<ComponentType<PlaceFieldProps> | null>(() => loadedPlaceField ?? null);
  const wasFocused = useRef(false);

  const load = () => {
    void loadPlaceField().then((component) => setLoaded(() => component));
  };

  useEffect(() => {
    if (!Loaded || !wasFocused.current) return;
    // The real field replaced the plain one under the visitor's caret: give it the focus back.
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement) {
      input.focus();
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }, [Loaded, id]);

  // It opens on focus: text typed before the swap gets its suggestions without another keystroke.
  if (Loaded) return <Loaded {...props} openOnFocus />;
  return (
    <PlainField
      id={id}
      name={name}
      label={label}
      value={value}
      error={Boolean(error)}
      helperText={error ?? helperText}
      required={required}
      size={size}
      autoComplete="off"
      onChange={(event) => onTextChange(event.target.value)}
      onPointerEnter={load}
      onFocus={() => {
        wasFocused.current = true;
        load();
      }}
      onBlur={() => {
        wasFocused.current = false;
      }}
    />
  );
}
