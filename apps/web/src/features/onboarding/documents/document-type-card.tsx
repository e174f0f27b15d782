import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BoardingDocument, DocumentType } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/file-upload/file-upload';
import { FiledDocumentRow } from './filed-document-row';
import { useDocumentUploads } from './use-document-uploads';

export interface DocumentTypeCardProps {
  readonly type: DocumentType;
  readonly documents: readonly BoardingDocument[];
  readonly onRemove: ((document: BoardingDocument) => void) | null;
}

/** One document type: its name (required ones marked), description, filed documents and an upload. */
export function DocumentTypeCard({ type, documents, onRemove }: DocumentTypeCardProps) {
  const { t } = useTranslation();
  const uploads = useDocumentUploads(type.id);
  const headingId = `document-type-${type.id}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {type.name}
        </Typography>
        {type.isRequired && (
          <Chip
            size="small"
            label={t('onboarding.documents.required')}
            color={documents.length === 0 ? 'warning' : 'default'}
          />
        )}
      </Stack>
      {type.description && (
        <Typography variant="body2" color="text.secondary">
          {type.description}
        </Typography>
      )}
      {documents.length === 0 ? (
        <Typography variant="body2" sx={{ my: 1 }}>
          {t('onboarding.documents.none')}
        </Typography>
      ) : (
        <List dense aria-label={t('onboarding.documents.filedOf', { type: type.name })}>
          {documents.map((document) => (
            <FiledDocumentRow key={document.id} document={document} onRemove={onRemove} />
          ))}
        </List>
      )}
      <FileUploadField uploads={uploads} />
    </Paper>
  );
}
