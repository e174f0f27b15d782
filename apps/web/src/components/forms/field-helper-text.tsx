import type { ReactNode } from 'react';
import { errorMessages, type FieldError } from './field-props';

/** Every error message on its own line, else the helper text. */
export function fieldHelperText(error: FieldError, helperText?: string): ReactNode {
  const messages = errorMessages(error);
  if (messages.length === 0) return helperText;
  if (messages.length === 1) return messages[0];
  return messages.map((message) => (
    <span key={message} style={{ display: 'block' }}>
      {message}
    </span>
  ));
}
