import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import DoneIcon from '@mui/icons-material/Done';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SanitisedHtml } from '../../../components/sanitised-html/sanitised-html';
import { formatRelativeTime } from '../../../lib/format/relative-time';
import { NotificationIcon } from './notification-icon';

export interface NotificationItemProps {
  readonly item: Notification;
  /** The present (epoch ms), so every item's relative time moves on together. */
  readonly now: number;
  readonly onOpen: (item: Notification) => void;
  readonly onMarkRead: (item: Notification) => void;
  readonly onDelete: (item: Notification) => void;
}

/** One notification of the panel (spec §2): icon, title, description, time, unread marker, actions. */
export function NotificationItem({ item, now, onOpen, onMarkRead, onDelete }: NotificationItemProps) {
  const { t } = useTranslation();
  const unread = !item.isRead;
  // A link inside the description goes where it says, rather than opening the notification.
  const open = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) return;
    onOpen(item);
  };
  return (
    <ListItem
      disablePadding
      divider
      data-unread={unread}
      sx={{ alignItems: 'stretch', bgcolor: unread ? 'action.hover' : undefined }}
    >
      <ListItemButton onClick={open} sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25, minWidth: 0 }}>
        <NotificationIcon item={item} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" component="h3" sx={{ fontWeight: unread ? 700 : 500 }}>
            {item.title}
          </Typography>
          <SanitisedHtml html={item.description} sx={{ typography: 'body2', color: 'text.secondary' }} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {formatRelativeTime(item.created, { now })}
          </Typography>
        </Box>
        {unread && (
          <Box
            role="img"
            aria-label={t('notifications.unread')}
            sx={{
              width: 10,
              height: 10,
              mt: 0.75,
              borderRadius: '50%',
              bgcolor: 'primary.main',
              flexShrink: 0,
            }}
          />
        )}
      </ListItemButton>
      <Stack sx={{ justifyContent: 'center', px: 0.5 }}>
        {unread && (
          <Tooltip title={t('notifications.markRead')}>
            <IconButton
              size="small"
              aria-label={t('notifications.markRead')}
              onClick={() => onMarkRead(item)}
            >
              <DoneIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('notifications.delete')}>
          <IconButton size="small" aria-label={t('notifications.delete')} onClick={() => onDelete(item)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
    </ListItem>
  );
}
