import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BoardingDocument } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import {
  useDocumentTypes,
  useMyDocuments,
  useMyOnboarding,
  useRemoveDocument,
} from '../api/my-onboarding-queries';
import { LoadState, OnboardingScreen } from '../shared/onboarding-screen';
import { ConfirmRemoveDocument } from './confirm-remove-document';
import { DocumentTypeCard } from './document-type-card';

/** boarding/documents: the document types boarding asks for, and the merchant's files per type. */
export function DocumentsPage() {
  const { t } = useTranslation();
  return (
    <OnboardingScreen title={t('onboarding.documents.heading')} anyOf={['viewMerchantPortalDocuments']}>
      <DocumentsContent />
    </OnboardingScreen>
  );
}

function DocumentsContent() {
  const { t } = useTranslation();
  const notify = useNotify();
  const types = useDocumentTypes();
  const documents = useMyDocuments();
  const mine = useMyOnboarding();
  const remove = useRemoveDocument();
  const [confirming, setConfirming] = useState<BoardingDocument | null>(null);
  if (!types.data || !documents.data) {
    const failed = types.isError || documents.isError;
    const retry = () => void Promise.all([types.refetch(), documents.refetch()]);
    return <LoadState pending={!failed} failed={failed} retry={retry} />;
  }
  // The server refuses removal once the pre-check is approved; the page says so before anyone tries.
  const locked = mine.data?.precheck.status === 'Approved';
  const missing = mine.data?.missingDocumentTypes ?? [];
  const confirmRemove = (document: BoardingDocument) =>
    remove.mutate(document.id, {
      onSuccess: () => notify.success(t('onboarding.documents.removed', { name: document.fileName })),
      onSettled: () => setConfirming(null),
    });

  return (
    <Stack spacing={2}>
      {missing.length > 0 && (
        <Alert severity="warning" data-testid="missing-documents">
          <AlertTitle>{t('onboarding.documents.missingTitle')}</AlertTitle>
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {missing.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </Alert>
      )}
      {locked && <Alert severity="info">{t('onboarding.documents.locked')}</Alert>}
      {types.data.length === 0 && <Typography>{t('onboarding.documents.noTypes')}</Typography>}
      {types.data.map((type) => (
        <DocumentTypeCard
          key={type.id}
          type={type}
          documents={documents.data.filter((d) => d.documentTypeId === type.id)}
          onRemove={locked ? null : setConfirming}
        />
      ))}
      <ConfirmRemoveDocument
        document={confirming}
        removing={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmRemove}
      />
    </Stack>
  );
}
