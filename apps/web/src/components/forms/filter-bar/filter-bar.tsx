import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/**
 * A list's filters: a search landmark named `label`, its fields in a wrapping row; Enter in a field
 * (or a submit button) calls `onSubmit`, for the fields that apply together rather than at once.
 */
export function FilterBar({
  label,
  onSubmit,
  children,
}: {
  label: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Stack
      component="form"
      role="search"
      aria-label={label}
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </Stack>
  );
}
