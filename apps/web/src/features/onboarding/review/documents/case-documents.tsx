import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BoardingDocument, OnboardingCase } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../../components/feedback/feedback-context';
import { formatDateTime } from '../../../../lib/format/date-format';
import { formatDataSize } from '../../../../lib/format/number-format';
import { errorMessageOf } from '../../../../lib/http/error-message';
import { useDocumentTypes } from '../../api/my-onboarding-queries';
import { downloadDocument } from './document-download';
import { type DocumentGroup, groupDocuments } from './document-groups';

function DocumentItem({ document }: { document: BoardingDocument }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const download = () =>
    downloadDocument(document.fileId, document.fileName).catch(async (error: unknown) =>
      notify.error(t('onboardingReview.documents.downloadFailed', { message: await errorMessageOf(error) })),
    );
  return (
    <ListItem disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
      <ListItemText
        sx={{ minWidth: 0, m: 0 }}
        primary={
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => void download()}
            aria-label={t('onboardingReview.documents.download', { name: document.fileName })}
            sx={{ textTransform: 'none', overflowWrap: 'anywhere', textAlign: 'left', px: 0.5 }}
          >
            {document.fileName}
          </Button>
        }
        secondary={t('onboardingReview.documents.filedBy', {
          size: formatDataSize(document.size),
          date: formatDateTime(document.uploadedAt),
          email: document.uploadedBy,
        })}
      />
    </ListItem>
  );
}

function GroupCard({ group }: { group: DocumentGroup }) {
  const { t } = useTranslation();
  const missing = group.isRequired === true && group.documents.length === 0;
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-document-type={group.name}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {group.name}
        </Typography>
        {group.isRequired !== null && (
          <Chip
            size="small"
            variant="outlined"
            label={t(`onboardingReview.documents.${group.isRequired ? 'required' : 'optional'}`)}
          />
        )}
        {missing && <Chip size="small" color="error" label={t('onboardingReview.documents.missingChip')} />}
      </Stack>
      {group.description && (
        <Typography variant="body2" color="text.secondary">
          {group.description}
        </Typography>
      )}
      {group.documents.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1, fontStyle: 'italic' }}>
          {t('onboardingReview.documents.noneFiled')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {group.documents.map((document) => (
            <DocumentItem key={document.id} document={document} />
          ))}
        </List>
      )}
    </Paper>
  );
}

/** The Documents tab: per document type the filed files (each downloadable), missing required ones flagged. */
export function CaseDocuments({ onboarding }: { onboarding: OnboardingCase }) {
  const { t } = useTranslation();
  const types = useDocumentTypes();
  const { missingDocumentTypes, documents } = onboarding;
  if (types.isPending) return <LinearProgress aria-label={t('onboardingReview.loading')} />;
  const groups = groupDocuments(types.data ?? [], documents);
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('onboardingReview.documents.heading')}
      </Typography>
      {missingDocumentTypes.length > 0 ? (
        <Alert severity="warning">
          {t('onboardingReview.documents.missing', { names: missingDocumentTypes.join(', ') })}
        </Alert>
      ) : (
        <Alert severity="success">{t('onboardingReview.documents.complete')}</Alert>
      )}
      {types.isError && <Alert severity="info">{t('onboardingReview.documents.loadTypesFailed')}</Alert>}
      {groups.map((group) => (
        <GroupCard key={group.key} group={group} />
      ))}
    </Stack>
  );
}
