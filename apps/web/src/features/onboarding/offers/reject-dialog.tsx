import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { OfferKind } from '@paydesk/contracts/onboarding/onboarding.model';
import { OfferResponse } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Textarea } from '../../../components/forms/text/textarea';
import { zodResolver } from '../shared/zod-resolver';

/** What the form holds (spec §2 generic reject dialog): response, default Rejected, and rejectReason. */
interface RejectFormValues {
  response: 'Rejected';
  rejectReason: string;
}

/** The rejection as `PUT …/respond` takes it, sanitised by the contracts schema. */
export type RejectionValue = Extract<OfferResponse, { response: 'Rejected' }>;

/** Spec §2: "It closes with the result Valid plus the form value"; undefined when cancelled. */
export type RejectDialogResult = { readonly status: 'Valid'; readonly value: RejectionValue } | undefined;

const resolver = zodResolver<RejectFormValues, typeof OfferResponse>(OfferResponse);

export interface RejectDialogProps {
  /** Spec §2: the reject dialog is identified by the kind and id of what is rejected. */
  readonly kind: OfferKind;
  readonly id: string;
  readonly open: boolean;
  readonly onClose: (result: RejectDialogResult) => void;
}

/**
 * Spec §2 reject dialog: small; rejectReason required ('Reject reason is required', the contracts'
 * message); Save disabled while the form is invalid; closes with `{ status: 'Valid', value }`.
 */
export function RejectDialog({ kind, id, open, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const { control, handleSubmit, formState } = useForm<RejectFormValues, unknown, OfferResponse>({
    defaultValues: { response: 'Rejected', rejectReason: '' },
    resolver,
    mode: 'all',
  });
  const save = handleSubmit((value) => {
    if (value.response === 'Rejected') onClose({ status: 'Valid', value });
  });
  const titleId = `reject-${kind}-${id}-title`;
  return (
    <Dialog open={open} onClose={() => onClose(undefined)} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form noValidate onSubmit={save}>
        <DialogTitle id={titleId}>{t(`onboarding.reject.title.${kind}`)}</DialogTitle>
        <DialogContent>
          <Controller
            name="rejectReason"
            control={control}
            render={({ field, fieldState }) => (
              <Textarea
                {...field}
                label={t('onboarding.reject.reason')}
                required
                maxLength={1000}
                error={fieldState.error?.message}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose(undefined)}>{t('onboarding.reject.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!formState.isValid || formState.isSubmitting}>
            {t('onboarding.reject.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
