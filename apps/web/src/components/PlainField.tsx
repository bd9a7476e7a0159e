import {
  useId,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type PointerEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import styles from './PlainField.module.css';

type Control = HTMLInputElement | HTMLSelectElement;

export interface PlainFieldProps {
  id?: string;
  name?: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<Control>) => void;
  onFocus?: (event: FocusEvent<Control>) => void;
  onBlur?: (event: FocusEvent<Control>) => void;
  onPointerEnter?: PointerEventHandler<HTMLDivElement>;
  type?: 'text' | 'date' | 'number';
  /** A native `<select>` of the `<option>` children, its label always above. */
  select?: boolean;
  children?: ReactNode;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  autoComplete?: string;
  min?: string;
  max?: string;
  step?: string;
  inputMode?: 'decimal' | 'numeric';
  /** The `<input>` itself (not for a select), e.g. to move the focus to it. */
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  /** Shown before the text, e.g. a search icon (MUI's InputAdornment at the start). */
  startAdornment?: ReactNode;
  /** Keeps the label above the field even when it is empty (MUI's `InputLabel shrink`), e.g. to show a placeholder. */
  shrink?: boolean;
  className?: string;
}

/**
 * MUI's outlined TextField as plain markup and static CSS (same label, notch, helper text and ids), for the fields
 * a first visit meets before MUI's code is loaded: the search forms' fields (name, location, radius, category, dates,
 * prices). It looks like
 * TextInput beside it, and the place field's suggestions (MUI Autocomplete) replace it without a visible change.
 */
export function PlainField({
  id: idOverride,
  label,
  error = false,
  helperText,
  required = false,
  disabled = false,
  size = 'medium',
  select = false,
  type = 'text',
  children,
  startAdornment,
  shrink: shrinkLabel = false,
  className,
  onFocus,
  onBlur,
  onPointerEnter,
  inputRef,
  ...control
}: PlainFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const [focused, setFocused] = useState(false);
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const shrink = shrinkLabel || select || type === 'date' || focused || control.value !== '';
  const state = [
    focused && styles.focused,
    error && styles.error,
    disabled && styles.disabled,
    shrink && styles.shrink,
    size === 'small' && styles.small,
    startAdornment != null && styles.adorned,
  ]
    .filter(Boolean)
    .join(' ');
  const shared = {
    ...control,
    id,
    disabled,
    required,
    'aria-invalid': error || undefined,
    'aria-describedby': helperTextId,
    onFocus: (event: FocusEvent<Control>) => {
      setFocused(true);
      onFocus?.(event);
    },
    onBlur: (event: FocusEvent<Control>) => {
      setFocused(false);
      onBlur?.(event);
    },
  };
  return (
    <div className={[styles.field, state, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id} id={`${id}-label`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className={styles.control} onPointerEnter={onPointerEnter}>
        {startAdornment != null && <div className={styles.adornment}>{startAdornment}</div>}
        {select ? (
          <>
            <select {...shared} className={`${styles.input} ${styles.select}`}>
              {children}
            </select>
            <svg className={`icon ${styles.arrow}`} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M7 10l5 5 5-5z" />
            </svg>
          </>
        ) : (
          <input {...shared} ref={inputRef} type={type} className={styles.input} />
        )}
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend>
            <span>
              {label}
              {required && ' *'}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperTextId} className={styles.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}
