/**
 * After a form fails validation, moves the focus (and so the view) to its first field marked invalid, once React has
 * rendered the errors: on a long form at 375 px the first problem is otherwise often off screen.
 */
export function focusFirstInvalid(form: Element) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
