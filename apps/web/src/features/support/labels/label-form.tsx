import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  isValidLabelDescription,
  isValidLabelName,
  LABEL_COLOR_PATTERN,
} from '@paydesk/contracts/support/support.model';
import type { Label } from '@paydesk/contracts/support/support.schemas';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LabelFields } from './use-label-mutations';

/** A new label starts with the first default's gold, so the colour picker has something to show. */
const NEW_LABEL_COLOR = '#FFD700';

interface LabelFormProps {
  /** The label to edit, or undefined to add one. */
  label?: Label;
  saving: boolean;
  onSave: (fields: LabelFields) => void;
  onCancel: () => void;
}

type Field = 'value' | 'description' | 'color';

/**
 * Spec §5 label form: Name required, letters, digits and spaces, not Pending, Done or In progress
 * (any case); Color required; Description optional. One message on all three fields. The rules are
 * the contracts' own, which the server applies too.
 */
export function LabelForm({ label, saving, onSave, onCancel }: LabelFormProps) {
  const { t } = useTranslation();
  const [value, setValue] = useState(label?.value ?? '');
  const [description, setDescription] = useState(label?.description ?? '');
  const [color, setColor] = useState(label?.color ?? NEW_LABEL_COLOR);
  // A colour input holds only #rrggbb: it keeps showing the last valid colour while the hex is typed.
  const [pickerColor, setPickerColor] = useState(color);
  const titleId = useId();
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const touch = (field: Field) => setTouched((previous) => new Set(previous).add(field));

  const valid: Record<Field, boolean> = {
    value: isValidLabelName(value),
    description: isValidLabelDescription(description),
    color: LABEL_COLOR_PATTERN.test(color.trim()),
  };
  const message = t('supportDialogs.labels.fieldMessage');
  const errorOf = (field: Field) => (touched.has(field) && !valid[field] ? message : undefined);
  const allValid = valid.value && valid.description && valid.color;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!allValid || saving) return;
    const trimmed = description.trim();
    onSave({ value: value.trim(), description: trimmed ? trimmed : null, color: color.trim() });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" gutterBottom>
        {t(label ? 'supportDialogs.labels.formEdit' : 'supportDialogs.labels.formAdd')}
      </Typography>
      <Stack spacing={2}>
        <TextField
          name="value"
          label={t('supportDialogs.labels.name')}
          required
          autoFocus
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            touch('value');
          }}
          onBlur={() => touch('value')}
          error={errorOf('value') !== undefined}
          helperText={errorOf('value')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          name="description"
          label={t('supportDialogs.labels.description')}
          value={description}
          onChange={(event) => {
            setDescription(event.target.value);
            touch('description');
          }}
          onBlur={() => touch('description')}
          error={errorOf('description') !== undefined}
          helperText={errorOf('description')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            type="color"
            name="colorPicker"
            label={t('supportDialogs.labels.color')}
            value={(valid.color ? color.trim() : pickerColor).toLowerCase()}
            onChange={(event) => {
              setColor(event.target.value.toUpperCase());
              setPickerColor(event.target.value);
              touch('color');
            }}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 96 }}
          />
          <TextField
            name="color"
            label={t('supportDialogs.labels.colorHex')}
            required
            value={color}
            onChange={(event) => {
              setColor(event.target.value);
              if (LABEL_COLOR_PATTERN.test(event.target.value.trim()))
                setPickerColor(event.target.value.trim());
              touch('color');
            }}
            onBlur={() => touch('color')}
            error={errorOf('color') !== undefined}
            helperText={errorOf('color')}
            slotProps={{ htmlInput: { maxLength: 7 } }}
            fullWidth
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>{t('supportDialogs.labels.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!allValid || saving}>
            {t('supportDialogs.labels.save')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
