import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { acceptAttribute } from '@paydesk/contracts/files/file-rules';
import { type ChangeEvent, type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDataSize } from '../../lib/format/number-format';
import { FileUploadItemRow } from './file-upload-item';
import { type FileUploadOptions, type FileUploads, useFileUploads } from './use-file-uploads';

export interface FileUploadFieldProps {
  /** The state from `useFileUploads`, so the owning form can call removeAll/clear and read busy. */
  uploads: FileUploads;
  disabled?: boolean;
}

/**
 * The file upload widget (spec §2, §5): a drop zone and a button taking several files, each shown
 * with its name, size, an image preview (jpeg, png, tiff), a progress bar and a remove button; the
 * spec's messages below, cleared after 2 s.
 */
export function FileUploadField({ uploads, disabled = false }: FileUploadFieldProps) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void uploads.add(Array.from(event.dataTransfer?.files ?? []));
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // so picking the same file again fires a change
    void uploads.add(files);
  };

  return (
    <Stack spacing={1}>
      <Box
        data-testid="file-drop-zone"
        data-dragging={dragging || undefined}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 2,
          textAlign: 'center',
          bgcolor: dragging ? 'action.hover' : 'transparent',
        }}
      >
        <CloudUploadIcon color="action" />
        <Typography variant="body2">{t('files.dropHint')}</Typography>
        <Button component="label" variant="outlined" size="small" disabled={disabled} sx={{ mt: 1 }}>
          {t('files.choose')}
          <input
            hidden
            type="file"
            multiple
            accept={acceptAttribute(uploads.extensions, uploads.mimeTypes)}
            onChange={onPick}
            disabled={disabled}
          />
        </Button>
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {t('files.limits', {
            size: formatDataSize(uploads.maxFileSize, 0),
            total: formatDataSize(uploads.maxTotalSize, 0),
          })}
        </Typography>
      </Box>
      {uploads.errors.length > 0 && (
        <Box role="alert">
          {uploads.errors.map((message, i) => (
            // The same message can appear twice (two refused files of one name).
            // biome-ignore lint/suspicious/noArrayIndexKey: messages have no identity of their own
            <FormHelperText key={i} error>
              {message}
            </FormHelperText>
          ))}
        </Box>
      )}
      {uploads.items.length > 0 && (
        <List dense aria-label={t('files.list')}>
          {uploads.items.map((item) => (
            <FileUploadItemRow
              key={item.key}
              item={item}
              onRemove={() => void uploads.removeItem(item.key)}
            />
          ))}
        </List>
      )}
    </Stack>
  );
}

export type FileUploadProps = FileUploadOptions & { disabled?: boolean };

/** The widget with its own state, for a form that needs no handle on it (see FileUploadField). */
export function FileUpload({ disabled, ...options }: FileUploadProps) {
  const uploads = useFileUploads(options);
  return <FileUploadField uploads={uploads} disabled={disabled} />;
}
