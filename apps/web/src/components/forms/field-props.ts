import type { Ref } from 'react';

/**
 * The one API every form widget shares (see README.md): a controlled value with `onChange(value)`
 * (the value itself, not an event), `onBlur`, `name`, `disabled` and `ref` — the shape of
 * react-hook-form's `field` — plus the label and the error to show.
 */
export interface FieldProps<V> {
  readonly name: string;
  readonly value: V;
  readonly onChange: (value: V) => void;
  readonly onBlur?: () => void;
  readonly label?: string;
  /** A message, or several (each failed validation's), shown under the field; marks it invalid. */
  readonly error?: FieldError;
  /** Shown under the field when there is no error. */
  readonly helperText?: string;
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** The focusable element, so that react-hook-form can focus the first invalid field. */
  readonly ref?: Ref<HTMLInputElement>;
}

export type FieldError = string | readonly string[] | undefined;

export function errorMessages(error: FieldError): readonly string[] {
  if (error === undefined) return [];
  return typeof error === 'string' ? (error ? [error] : []) : error;
}

export function hasError(error: FieldError): boolean {
  return errorMessages(error).length > 0;
}
