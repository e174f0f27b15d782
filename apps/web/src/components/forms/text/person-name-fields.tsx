import Stack from '@mui/material/Stack';
import type { FieldError } from '../field-props';
import { TextInput } from './text-input';

/** A person's first and last name side by side (one above the other on a phone), both required. */
export function PersonNameFields({
  firstName,
  lastName,
  onFirstName,
  onLastName,
  labels,
  errors = {},
}: {
  readonly firstName: string;
  readonly lastName: string;
  readonly onFirstName: (value: string) => void;
  readonly onLastName: (value: string) => void;
  readonly labels: { readonly firstName: string; readonly lastName: string };
  readonly errors?: { readonly firstName?: FieldError; readonly lastName?: FieldError };
}) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextInput
        name="firstName"
        type="text"
        label={labels.firstName}
        value={firstName}
        onChange={onFirstName}
        required
        fullWidth
        error={errors.firstName}
      />
      <TextInput
        name="lastName"
        type="text"
        label={labels.lastName}
        value={lastName}
        onChange={onLastName}
        required
        fullWidth
        error={errors.lastName}
      />
    </Stack>
  );
}
