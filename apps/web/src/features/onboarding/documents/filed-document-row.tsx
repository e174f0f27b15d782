import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { BoardingDocument } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { useTranslation } from 'react-i18next';
import { downloadAttachment } from '../../../lib/api/file-download';
import { formatDateTime } from '../../../lib/format/date-format';
import { formatDataSize } from '../../../lib/format/number-format';
import { saveBlob } from '../../../lib/save-blob';

export interface FiledDocumentRowProps {
  readonly document: BoardingDocument;
  /** Null when documents can no longer be removed (the pre-check is approved). */
  readonly onRemove: ((document: BoardingDocument) => void) | null;
}

/** A filed document: its name, size and date, a download and (until locked) a remove button. */
export function FiledDocumentRow({ document, onRemove }: FiledDocumentRowProps) {
  const { t } = useTranslation();
  const download = async () => saveBlob(await downloadAttachment(document.fileId, null), document.fileName);
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Stack direction="row">
          <IconButton
            edge="end"
            aria-label={t('onboarding.documents.download', { name: document.fileName })}
            onClick={() => void download().catch(() => undefined)}
          >
            <DownloadIcon />
          </IconButton>
          {onRemove && (
            <IconButton
              edge="end"
              aria-label={t('onboarding.documents.remove', { name: document.fileName })}
              onClick={() => onRemove(document)}
            >
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
      }
      sx={{ pr: onRemove ? 10 : 6 }}
    >
      <ListItemText
        primary={document.fileName}
        secondary={t('onboarding.documents.fileFacts', {
          size: formatDataSize(document.size),
          date: formatDateTime(document.uploadedAt),
        })}
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItem>
  );
}
