import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldProps } from '../field-props';
import { textFieldProps } from '../text-field-props';
import { type SelectSourceProps, useSelectSource } from './use-select-source';

export interface SearchableSelectProps extends FieldProps<string | null>, SelectSourceProps {
  readonly placeholder?: string;
}

/** Spec §2 searchable single select: the value is the chosen option's `value`, or null. */
export function SearchableSelect(props: SearchableSelectProps) {
  const { value, onChange, onBlur, disabled, placeholder } = props;
  const { optionFor, autocompleteProps } = useSelectSource(props);
  return (
    <Autocomplete
      {...autocompleteProps}
      value={value ? optionFor(value) : null}
      onChange={(_, option) => onChange(option?.value ?? null)}
      onBlur={onBlur}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} {...textFieldProps(props)} placeholder={placeholder} />}
    />
  );
}
