import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import { type Ref, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationItem, type NotificationItemProps } from './notification-item';

const MINUTE_MS = 60_000;

/** The present, moving on each minute: relative times ('5 minutes ago') stay true while open. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Note({ text }: { text: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', px: 2, py: 3 }}>
      {text}
    </Typography>
  );
}

function Spinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
      <CircularProgress size={24} aria-label={t('notifications.loading')} />
    </Box>
  );
}

export interface NotificationListBodyProps extends Omit<NotificationItemProps, 'item' | 'now'> {
  readonly items: readonly Notification[];
  /** No page has loaded yet (first load running, or failed). */
  readonly loading: boolean;
  readonly failed: boolean;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onRetry: () => void;
  /** Placed after the last item: its coming into view loads the next page. */
  readonly sentinelRef: Ref<HTMLDivElement>;
}

/** What the panel's scroll area shows: the items, then the next page loading or the end text. */
export function NotificationListBody(props: NotificationListBodyProps) {
  const { items, loading, failed, hasMore, loadingMore, onRetry, sentinelRef, ...itemProps } = props;
  const { t } = useTranslation();
  const now = useNow();
  const retry = (
    <Box sx={{ textAlign: 'center', pb: 2 }}>
      <Note text={t('notifications.loadFailed')} />
      <Button size="small" onClick={onRetry}>
        {t('notifications.retry')}
      </Button>
    </Box>
  );
  if (items.length === 0) {
    if (loading) return failed ? retry : <Spinner />;
    return <Note text={t('notifications.empty')} />;
  }
  return (
    <>
      <List disablePadding>
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} now={now} {...itemProps} />
        ))}
      </List>
      <div ref={sentinelRef} data-testid="notifications-end" />
      {loadingMore && <Spinner />}
      {!loadingMore && failed && retry}
      {!hasMore && !failed && <Note text={t('notifications.end')} />}
    </>
  );
}
