import AttachFileIcon from '@mui/icons-material/AttachFile';
import Link from '@mui/material/Link';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { downloadAttachment } from '../../../../lib/api/file-download';
import { saveBlob } from '../../../../lib/save-blob';
import { useAttachmentDetails } from '../../api/attachment-details';

/**
 * An attached file. The download goes through the API with the session's token (a plain href
 * would not carry it) and reaches the browser as an object URL.
 */
export function AttachmentLink({ fileId, tenantId }: { fileId: string; tenantId: string | null }) {
  const { t } = useTranslation();
  const details = useAttachmentDetails(fileId, tenantId);
  const name = details.data?.fileName ?? t('support.references.attachment');
  const download = useMutation({
    mutationFn: () => downloadAttachment(fileId, tenantId),
    onSuccess: (blob) => saveBlob(blob, details.data?.fileName ?? fileId),
  });
  return (
    <Link
      component="button"
      type="button"
      onClick={() => download.mutate()}
      disabled={download.isPending}
      aria-label={t('support.references.download', { name })}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, verticalAlign: 'middle' }}
    >
      <AttachFileIcon fontSize="small" />
      {name}
    </Link>
  );
}
