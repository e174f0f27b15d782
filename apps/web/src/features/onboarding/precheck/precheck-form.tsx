import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Currency } from '@paydesk/contracts/lookups/lookups.schemas';
import { PRECHECK_EDITABLE } from '@paydesk/contracts/onboarding/onboarding.model';
import type { PrecheckDraft, PrecheckForm } from '@paydesk/contracts/onboarding/precheck.schemas';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { type PrecheckAction, usePrecheckMutation } from '../api/my-onboarding-queries';
import { serverFieldMessages } from '../shared/server-field-errors';
import { PrecheckField, type PrecheckOptions } from './precheck-field';
import { precheckResolver } from './precheck-resolver';
import { PRECHECK_SECTIONS } from './precheck-sections';
import {
  PRECHECK_FIELD_NAMES,
  type PrecheckFieldName,
  type PrecheckValues,
  valuesOf,
} from './precheck-values';

export interface PrecheckFormViewProps {
  readonly form: PrecheckForm;
  readonly currencies: readonly Currency[];
  readonly options: PrecheckOptions;
}

const isFieldName = (field: string): field is PrecheckFieldName =>
  (PRECHECK_FIELD_NAMES as readonly string[]).includes(field);

/**
 * The know-your-business pre-check form: 'Save draft' checks and saves the fields given,
 * 'Submit for review' checks every field and sends the form to the tenant. Editable only as a
 * Draft or when the tenant asked for changes; a refused save shows the server's messages on their
 * fields (and its toast, like any failed call).
 */
export function PrecheckFormView({ form, currencies, options }: PrecheckFormViewProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const intent = useRef<PrecheckAction>('save');
  const currencyList = useRef(currencies);
  currencyList.current = currencies;
  const resolver = useMemo(
    () => precheckResolver({ intent: () => intent.current, currencies: () => currencyList.current, t }),
    [t],
  );
  const { control, handleSubmit, reset, setError } = useForm<PrecheckValues, unknown, PrecheckDraft>({
    defaultValues: valuesOf(form.form, currencies),
    resolver,
    mode: 'onTouched',
  });
  const mutation = usePrecheckMutation();
  const editable = PRECHECK_EDITABLE.includes(form.status);
  const disabled = !editable || mutation.isPending;

  const run = (action: PrecheckAction) => {
    intent.current = action;
    void handleSubmit((body) =>
      mutation.mutate(
        { action, body },
        {
          onSuccess: (saved) => {
            reset(valuesOf(saved.form, currencyList.current));
            notify.success(
              t(action === 'submit' ? 'onboarding.precheck.submitted' : 'onboarding.precheck.saved'),
            );
          },
          onError: (error) => {
            for (const { field, message } of serverFieldMessages(error))
              if (isFieldName(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
          },
        },
      ),
    )();
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => event.preventDefault()}>
      {PRECHECK_SECTIONS.map((section) => (
        <Paper key={section.id} variant="outlined" component="fieldset" sx={{ p: 2, m: 0, minWidth: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, px: 0.5 }}>
            {t(`onboarding.precheck.sections.${section.id}`)}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              pt: 1,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            {section.fields.map((def) => (
              <PrecheckField
                key={def.name}
                def={def}
                control={control}
                options={options}
                disabled={disabled}
              />
            ))}
          </Box>
        </Paper>
      ))}
      {editable && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" disabled={mutation.isPending} onClick={() => run('save')}>
            {t('onboarding.precheck.saveDraft')}
          </Button>
          <Button variant="contained" disabled={mutation.isPending} onClick={() => run('submit')}>
            {t('onboarding.precheck.submit')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
