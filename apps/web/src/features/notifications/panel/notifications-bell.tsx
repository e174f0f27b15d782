import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationListOptions, useUnreadCount } from '../api/notification-list-query';

/**
 * The panel (its list, infinite scroll and each notification's sanitised HTML, with DOMPurify) is
 * its own chunk, loaded when the bell first opens it: the toolbar draws the bell on every screen,
 * and most visits never open it (docs/architecture.md, "The first-load budget").
 */
const NotificationsPanel = lazy(() =>
  import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel })),
);

/** Spec §2 toolbar: the notifications bell, with the unread counter (hidden at 0, 99+ above 99). */
export function NotificationsBell() {
  const { t } = useTranslation();
  const count = useUnreadCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const queryClient = useQueryClient();
  const open = (button: HTMLElement) => {
    // The first page is asked for beside the panel's chunk, not after it (nothing when it is held).
    void queryClient.prefetchInfiniteQuery(notificationListOptions(queryClient));
    setAnchor(button);
  };
  return (
    <>
      <Tooltip title={t('notifications.title')}>
        <IconButton
          color="inherit"
          aria-label={t('notifications.bell', { count })}
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          onClick={(event) => open(event.currentTarget)}
        >
          {/* No badge text at 0: a hidden "0" would still be text of the button its name lacks (WCAG 2.5.3). */}
          <Badge badgeContent={count || undefined} max={99} color="error" invisible={count === 0}>
            {count > 0 ? <NotificationsIcon /> : <NotificationsNoneIcon />}
          </Badge>
        </IconButton>
      </Tooltip>
      {/* Mounted only while open: a closed panel loads nothing and observes nothing. */}
      {anchor && (
        <Suspense fallback={null}>
          <NotificationsPanel anchorEl={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
