import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldProps } from '../field-props';
import { textFieldProps } from '../text-field-props';
import { type SelectSourceProps, useSelectSource } from './use-select-source';

export interface SearchableMultiSelectProps extends FieldProps<string[]>, SelectSourceProps {
  readonly placeholder?: string;
}

/** Spec §2 searchable multi select: the value is the chosen options' `value`s, in the order chosen. */
export function SearchableMultiSelect(props: SearchableMultiSelectProps) {
  const { value, onChange, onBlur, disabled, placeholder } = props;
  const { optionFor, autocompleteProps } = useSelectSource(props);
  return (
    <Autocomplete
      {...autocompleteProps}
      multiple
      disableCloseOnSelect
      value={(value ?? []).map(optionFor)}
      onChange={(_, options) => onChange(options.map((option) => option.value))}
      onBlur={onBlur}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} {...textFieldProps(props)} placeholder={placeholder} />}
    />
  );
}
