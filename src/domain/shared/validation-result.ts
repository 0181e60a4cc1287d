// The one result shape of every form validator: the normalised value, or one
// message per field so a form can show each error beside its input.

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type ValidationResult<T, F extends string = string> =
  | { ok: true; value: T }
  | { ok: false; errors: FieldErrors<F> };

/** Fails when any error was collected, otherwise returns the value. */
export function resultOf<T, F extends string>(
  errors: FieldErrors<F>,
  value: () => T,
): ValidationResult<T, F> {
  // Drops fields whose check passed, so `errors` lists only real errors.
  const present = Object.fromEntries(
    Object.entries(errors).filter(([, message]) => message !== undefined),
  ) as FieldErrors<F>;
  return Object.keys(present).length > 0 ? { ok: false, errors: present } : { ok: true, value: value() };
}

/** Reads a numeric form input; '' and non-numbers give NaN. */
export function toNumber(input: number | string | null | undefined): number {
  if (typeof input === 'number') return input;
  if (input === null || input === undefined || input.trim() === '') return Number.NaN;
  return Number(input.trim());
}

/** Trimmed text, or undefined when blank: optional fields are sent as absent. */
export function optionalText(input: string | null | undefined): string | undefined {
  const trimmed = (input ?? '').trim();
  return trimmed === '' ? undefined : trimmed;
}
