import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { PlaceField as PlaceFieldComponent } from './PlaceField.tsx';
import { OutlinedField } from './OutlinedField.tsx';

type PlaceFieldProps = Parameters<typeof PlaceFieldComponent>[0];

const loadPlaceField = () => import('./PlaceField.tsx').then((module) => module.PlaceField);

/**
 * A location field for search forms (home hero, search filters). Suggestions (MUI Autocomplete and Popper, ~17 KB gzip) load when the visitor
 * first points at or focuses the field; until then a plain input of the same look takes the text.
 */
export function DeferredPlaceField(props: PlaceFieldProps & { id: string }) {
  const { id, label = 'Location', value, onTextChange, name } = props;
  const [Loaded, setLoaded] = useState<ComponentType<PlaceFieldProps> | null>(null);
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
    <OutlinedField
      id={id}
      name={name}
      label={label}
      value={value}
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
