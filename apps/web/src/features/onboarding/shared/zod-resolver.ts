import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type Issue = z.ZodError['issues'][number];

/** Puts `value` at `path` inside `target`, creating objects (or arrays, for number keys) on the way. */
function setAt(target: Record<string, unknown>, path: readonly PropertyKey[], value: unknown): void {
  let node: Record<string, unknown> = target;
  for (const [i, key] of path.entries()) {
    const name = String(key);
    if (i === path.length - 1) {
      node[name] ??= value;
      return;
    }
    const next = path[i + 1];
    node[name] ??= typeof next === 'number' ? [] : {};
    node = node[name] as Record<string, unknown>;
  }
}

/**
 * A failed parse's issues as react-hook-form field errors, nested like the values (the first
 * message of each field). An issue without a path (a refinement of the whole form) goes on `root`.
 */
export function fieldErrorsOf<V extends FieldValues>(issues: readonly Issue[]): FieldErrors<V> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = issue.path.length > 0 ? issue.path : ['root'];
    setAt(errors, path, { type: issue.code, message: issue.message });
  }
  return errors as FieldErrors<V>;
}

/**
 * react-hook-form validation by a contracts schema, so a form checks exactly what the server will
 * (no rule written twice). `toInput` turns the form's values (text fields) into the schema's input;
 * the form's submit handler receives the schema's output (trimmed, sanitised, typed).
 */
export function zodResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (values: V) => unknown = (values) => values,
): Resolver<V, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: fieldErrorsOf<V>(result.error.issues) };
  };
}
