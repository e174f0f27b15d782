import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Label } from '@paydesk/contracts/support/support.schemas';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface LabelListProps {
  labels: readonly Label[];
  /** Moves the label at `from` to `to`. */
  onMove: (from: number, to: number) => void;
  onEdit: (label: Label) => void;
  onDelete: (label: Label) => void;
  disabled?: boolean;
}

/**
 * The organisation's labels in their order (spec §2): colour, name, description, '(default)' on the
 * defaults, which have no edit or delete. Reordered by dragging a row (HTML5 drag and drop) or, from
 * the keyboard, with the move up and move down buttons.
 */
export function LabelList({ labels, onMove, onEdit, onDelete, disabled = false }: LabelListProps) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const dropOn = (index: number) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged !== null && dragged !== index) onMove(dragged, index);
    setDragged(null);
    setOver(null);
  };

  return (
    <List aria-label={t('supportDialogs.labels.list')} dense>
      {labels.map((label, index) => {
        const name = label.value;
        return (
          <ListItem
            key={label.labelId}
            data-testid={`label-row-${label.labelId}`}
            draggable={!disabled}
            onDragStart={(event) => {
              setDragged(index);
              event.dataTransfer?.setData('text/plain', label.labelId);
              if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
            }}
            onDragOver={(event) => {
              event.preventDefault();
              if (dragged !== null) setOver(index);
            }}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            onDrop={dropOn(index)}
            sx={{
              borderTop: 2,
              borderColor:
                over === index && dragged !== null && dragged > index ? 'primary.main' : 'transparent',
              borderBottomWidth: 2,
              borderBottomStyle: 'solid',
              borderBottomColor:
                over === index && dragged !== null && dragged < index ? 'primary.main' : 'transparent',
              opacity: dragged === index ? 0.5 : 1,
            }}
            secondaryAction={
              <Stack direction="row">
                <IconButton
                  size="small"
                  aria-label={t('supportDialogs.labels.moveUp', { name })}
                  disabled={disabled || index === 0}
                  onClick={() => onMove(index, index - 1)}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('supportDialogs.labels.moveDown', { name })}
                  disabled={disabled || index === labels.length - 1}
                  onClick={() => onMove(index, index + 1)}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
                {!label.isDefault && (
                  <>
                    <IconButton
                      size="small"
                      aria-label={t('supportDialogs.labels.edit', { name })}
                      disabled={disabled}
                      onClick={() => onEdit(label)}
                    >
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                    <IconButton
                      size="small"
                      aria-label={t('supportDialogs.labels.delete', { name })}
                      disabled={disabled}
                      onClick={() => onDelete(label)}
                    >
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </>
                )}
              </Stack>
            }
          >
            <DragIndicatorIcon
              fontSize="small"
              color="action"
              aria-hidden
              sx={{ mr: 1, cursor: disabled ? 'default' : 'grab' }}
            />
            <Box
              role="img"
              aria-label={t('supportDialogs.labels.swatch', { color: label.color })}
              sx={{
                width: 16,
                height: 16,
                borderRadius: '50%',
                bgcolor: label.color,
                border: 1,
                borderColor: 'divider',
                mr: 1.5,
                flexShrink: 0,
              }}
            />
            <ListItemText
              sx={{ pr: label.isDefault ? 8 : 16 }}
              primary={
                <>
                  {name}
                  {label.isDefault && (
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                      {t('supportDialogs.labels.default')}
                    </Typography>
                  )}
                </>
              }
              secondary={label.description}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
