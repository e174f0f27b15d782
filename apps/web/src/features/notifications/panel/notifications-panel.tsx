import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PanelHeader } from '../../../components/panel-header/panel-header';
import { useNotificationList, useUnreadCount } from '../api/notification-list-query';
import { useNotificationActions } from '../api/use-notification-actions';
import { heldNotifications } from '../model/notification-pages';
import { useOpenNotification } from '../navigation/use-open-notification';
import { NotificationListBody } from './notification-list-body';
import { useInfiniteScroll } from './use-infinite-scroll';

/**
 * Spec §2 notification panel, spec §9 size: 40rem x 50rem, at most 70% of the screen's height, and
 * never wider than the screen (a 390 px phone).
 */
const PAPER_SX = {
  width: '40rem',
  maxWidth: 'calc(100% - 16px)',
  height: '50rem',
  maxHeight: '70%',
  display: 'flex',
  flexDirection: 'column',
} as const;

export function NotificationsPanel({ anchorEl, onClose }: { anchorEl: HTMLElement; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const list = useNotificationList();
  const unread = useUnreadCount();
  const actions = useNotificationActions();
  const openNotification = useOpenNotification();
  const items = useMemo(() => heldNotifications(list.data), [list.data]);
  // Elements in state, not refs: useInfiniteScroll must run again once the portal has drawn them.
  const [scrollBox, setScrollBox] = useState<HTMLDivElement | null>(null);
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  useInfiniteScroll(scrollBox, sentinel, loadMore, {
    enabled: hasNextPage && !isFetchingNextPage && !list.isFetchNextPageError,
    itemCount: items.length,
  });

  const open = (item: Notification) => {
    onClose();
    openNotification(item);
  };
  const anyUnread = unread > 0 || items.some((item) => !item.isRead);

  return (
    <Popover
      open
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: PAPER_SX } }}
    >
      <PanelHeader
        titleId={titleId}
        title={t('notifications.title')}
        closeLabel={t('notifications.close')}
        onClose={onClose}
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ justifyContent: 'flex-end', px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Button size="small" disabled={!anyUnread} onClick={() => void actions.markAllRead()}>
          {t('notifications.markAllRead')}
        </Button>
        <Button
          size="small"
          color="error"
          disabled={items.length === 0}
          onClick={() => void actions.removeAll()}
        >
          {t('notifications.deleteAll')}
        </Button>
      </Stack>
      <Stack ref={setScrollBox} sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <NotificationListBody
          items={items}
          loading={list.data === undefined}
          failed={list.isError}
          hasMore={hasNextPage}
          loadingMore={isFetchingNextPage}
          onRetry={() => void (list.data ? fetchNextPage() : list.refetch())}
          sentinelRef={setSentinel}
          onOpen={open}
          onMarkRead={(item) => void actions.markRead(item)}
          onDelete={(item) => void actions.remove(item)}
        />
      </Stack>
    </Popover>
  );
}
