/**
 * After a form fails validation, moves the focus (and so the view) to its first field marked invalid, once React has
 * rendered the errors: on a long form at 375 px the first problem is otherwise often off screen. `fallback` is the
 * control to focus when the problem is not a field's (a listing's photos).
 */
export function focusFirstInvalid(form: Element, fallback?: () => HTMLElement | null) {
  requestAnimationFrame(() => (form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? fallback?.())?.focus());
}
