import DeleteIcon from '@mui/icons-material/Delete';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDataSize } from '../../lib/format/number-format';
import type { FileUploadItem } from './use-file-uploads';

const THUMB = 48;

/** The image preview, or an icon: TIFF does not render in most browsers, so a failed image falls back. */
function Thumbnail({ item }: { item: FileUploadItem }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  const frame = { width: THUMB, height: THUMB, flexShrink: 0, borderRadius: 1, overflow: 'hidden' } as const;
  if (item.previewUrl && !broken) {
    return (
      <Box
        component="img"
        src={item.previewUrl}
        alt={t('files.preview', { name: item.file.name })}
        onError={() => setBroken(true)}
        sx={{ ...frame, objectFit: 'cover' }}
      />
    );
  }
  const Icon = item.previewUrl ? ImageIcon : InsertDriveFileIcon;
  return (
    <Box sx={{ ...frame, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
      <Icon color="action" data-testid={item.previewUrl ? 'image-icon' : 'file-icon'} />
    </Box>
  );
}

/** One added file: preview, name, size, progress bar and a remove button. */
export function FileUploadItemRow({ item, onRemove }: { item: FileUploadItem; onRemove: () => void }) {
  const { t } = useTranslation();
  const name = item.file.name;
  return (
    <ListItem
      disableGutters
      sx={{ gap: 1.5, alignItems: 'center' }}
      secondaryAction={
        <IconButton
          edge="end"
          aria-label={t('files.remove', { name })}
          onClick={onRemove}
          disabled={item.status === 'removing'}
        >
          <DeleteIcon />
        </IconButton>
      }
    >
      <Thumbnail item={item} />
      <Box sx={{ flex: 1, minWidth: 0, pr: 5 }}>
        <ListItemText
          primary={name}
          secondary={formatDataSize(item.file.size)}
          slotProps={{ primary: { noWrap: true, title: name } }}
          sx={{ my: 0 }}
        />
        <LinearProgress
          variant="determinate"
          value={item.progress}
          aria-label={t('files.progress', { name })}
          color={item.status === 'uploading' ? 'primary' : 'success'}
        />
      </Box>
    </ListItem>
  );
}
