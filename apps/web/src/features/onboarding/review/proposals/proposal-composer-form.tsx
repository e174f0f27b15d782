import Alert from '@mui/material/Alert';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../components/feedback/feedback-context';
import { saveProposal, sendProposalToMerchant } from '../../api/offer-drafts';
import { serverFieldMessages } from '../../shared/server-field-errors';
import { OfferBodyEditor } from '../body/offer-body-editor';
import { ComposerActions } from '../offers/composer-actions';
import { useSaveOffer } from '../offers/use-save-offer';
import { BoardingFeeFields } from './boarding-fee-fields';
import {
  type ChosenFees,
  type ComposerValues,
  draftOf,
  FIELD,
  fieldErrorsFromDetails,
} from './composer-values';
import { PriceBookSelect } from './price-book-select';
import { ProductChecklist } from './product-checklist';
import { useComposerForm } from './use-composer-form';

interface ProposalComposerFormProps {
  readonly onboarding: OnboardingCase;
  readonly initial: ComposerValues;
  /** A saved draft's products and values, laid over its price book's. */
  readonly chosen?: ChosenFees;
  /** The unsent proposal being edited. */
  readonly draftId?: string;
  /** The boarding fees' currency, when it is known (proposal-composer.tsx). */
  readonly currency: string | null;
  readonly onClose: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={1.5} component="section">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/** The composer's form: price book, products and their fees, boarding fees and the body. */
export function ProposalComposerForm(props: ProposalComposerFormProps) {
  const { onboarding, initial, chosen, draftId, currency, onClose } = props;
  const { t } = useTranslation();
  const notify = useNotify();
  const { merchantId, legalBusinessName, tenantName } = onboarding.merchant;
  const form = useComposerForm(initial, chosen);
  const saving = useSaveOffer({
    save: (draft: ReturnType<typeof draftOf>, id?: string) => saveProposal(merchantId, draft, id),
    send: sendProposalToMerchant,
    draftId,
  });
  const { values, entries, entriesQuery } = form;
  const content = useRef<HTMLDivElement>(null);
  const [failedTries, setFailedTries] = useState(0);

  // After a refused try the first field with a message is brought into view and focused: on a
  // phone it is often far above the buttons.
  useEffect(() => {
    if (failedTries === 0) return;
    const first = content.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    first?.scrollIntoView?.({ block: 'center' });
    first?.focus();
  }, [failedTries]);

  const submit = (send: boolean) => {
    form.tryIt();
    if (form.hasErrors || !entries) {
      setFailedTries((n) => n + 1);
      return;
    }
    const draft = draftOf(values, entries);
    saving.mutate(
      { draft, send },
      {
        onSuccess: () => {
          notify.success(
            t(send ? 'onboardingReview.composer.sentProposal' : 'onboardingReview.composer.savedProposal'),
          );
          onClose();
        },
        onError: (error) => {
          const details = serverFieldMessages(error);
          if (details.length === 0) return;
          form.setServerErrors(fieldErrorsFromDetails(details, draft));
          setFailedTries((n) => n + 1);
        },
      },
    );
  };

  return (
    <>
      <DialogContent dividers ref={content}>
        <Stack spacing={3}>
          <PriceBookSelect
            value={values.pricebookId}
            onChange={form.setPriceBook}
            onBlur={() => form.touch(FIELD.pricebookId)}
            error={form.errorOf(FIELD.pricebookId)}
          />
          <Section title={t('onboardingReview.composer.products')}>
            {!values.pricebookId ? (
              <Typography variant="body2" color="text.secondary">
                {t('onboardingReview.composer.chooseBookFirst')}
              </Typography>
            ) : entriesQuery.isError ? (
              <Alert severity="error">{t('onboardingReview.composer.productsFailed')}</Alert>
            ) : !entries ? (
              <LinearProgress aria-label={t('onboardingReview.loading')} />
            ) : entries.length === 0 ? (
              <Alert severity="warning">{t('onboardingReview.composer.noProducts')}</Alert>
            ) : (
              <>
                <Typography variant="body2" color="text.secondary">
                  {t('onboardingReview.composer.productsHint')}
                </Typography>
                <ProductChecklist
                  entries={entries}
                  products={values.products}
                  onToggle={form.toggleProduct}
                  onFeeChange={form.setProductFee}
                  onBlur={form.touch}
                  errorOf={form.errorOf}
                />
              </>
            )}
          </Section>
          <Section title={t('onboardingReview.composer.boardingFees')}>
            <BoardingFeeFields
              fees={values.fees}
              currency={currency}
              onChange={form.setFee}
              onBlur={form.touch}
              errorOf={form.errorOf}
            />
          </Section>
          <Section title={t('onboardingReview.composer.body')}>
            <OfferBodyEditor
              kind="proposal"
              value={values.proposalBody}
              onChange={form.setBody}
              error={form.errorOf(FIELD.proposalBody)}
              merchantName={legalBusinessName}
              tenantName={tenantName}
            />
          </Section>
        </Stack>
      </DialogContent>
      <ComposerActions
        problem={
          form.showsProblems ? (form.formError ?? t('onboardingReview.composer.fixErrors')) : undefined
        }
        pending={saving.isPending}
        sending={saving.variables?.send}
        onCancel={onClose}
        onSubmit={submit}
      />
    </>
  );
}
