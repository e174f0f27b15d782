import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { fieldHelperText } from '../field-helper-text';
import { type FieldProps, hasError } from '../field-props';
import { SELECT_LISTBOX_MAX_HEIGHT, type SelectOption } from '../select/select-options';
import { textFieldProps } from '../text-field-props';

interface ChoiceProps extends FieldProps<string | null> {
  readonly options: readonly SelectOption[];
}

/** A plain select (field type `select`); its menu is capped at 250px like the searchable ones. */
export function SelectField(props: ChoiceProps) {
  const { value, onChange, onBlur, options } = props;
  return (
    <TextField
      {...textFieldProps(props)}
      select
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      onBlur={onBlur}
      slotProps={{
        select: { MenuProps: { slotProps: { paper: { style: { maxHeight: SELECT_LISTBOX_MAX_HEIGHT } } } } },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Field type `radiobutton`: one choice among the options. */
export function RadioField(props: ChoiceProps) {
  const { name, value, onChange, onBlur, label, options, error, helperText, required, disabled } = props;
  const labelId = useId();
  return (
    <FormControl error={hasError(error)} required={required} disabled={disabled}>
      {label && <FormLabel id={labelId}>{label}</FormLabel>}
      <RadioGroup
        name={name}
        aria-labelledby={label ? labelId : undefined}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        row
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={<Radio slotProps={{ input: { ref: index === 0 ? props.ref : undefined } }} />}
          />
        ))}
      </RadioGroup>
      {fieldHelperText(error, helperText) && (
        <FormHelperText>{fieldHelperText(error, helperText)}</FormHelperText>
      )}
    </FormControl>
  );
}

/** Field type `checkbox`: one box, its value true or false. */
export function CheckboxField(props: FieldProps<boolean>) {
  const { name, value, onChange, onBlur, label, error, helperText, required, disabled, ref } = props;
  return (
    <FormControl error={hasError(error)} required={required} disabled={disabled}>
      <FormControlLabel
        label={label ?? ''}
        control={
          <Checkbox
            name={name}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            onBlur={onBlur}
            slotProps={{ input: { ref } }}
          />
        }
      />
      {fieldHelperText(error, helperText) && (
        <FormHelperText>{fieldHelperText(error, helperText)}</FormHelperText>
      )}
    </FormControl>
  );
}
