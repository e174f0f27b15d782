import { NOTIFICATION_FIGURES } from '@paydesk/contracts/notifications/notifications.model';
import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../components/feedback/feedback-context';
import { MAX_VISIBLE_PER_AREA } from '../../components/feedback/feedback-store';
import { useNotificationList } from './api/notification-list-query';
import { useNotificationPoll } from './live/use-notification-poll';
import { useNotificationStream } from './live/use-notification-stream';
import { useOpenNotification } from './navigation/use-open-notification';

/**
 * The notification centre's engine, mounted once in the signed-in area: loads the first page (the
 * bell's counter), polls, listens to the event stream, and announces each new notification with a
 * 10 s toast whose 'View' opens it (spec §9). The first load announces nothing: those are not new.
 */
export interface NotificationCentreProps {
  /** Told of every notification that arrives after the first load (e.g. to refresh the data it is about). */
  readonly onArrival?: (arrived: Notification[]) => void;
}

export function NotificationCentre({ onArrival }: NotificationCentreProps = {}) {
  useNotificationList();
  const notify = useNotify();
  const open = useOpenNotification();
  const { t } = useTranslation();

  const announce = useCallback(
    (added: Notification[]) => {
      onArrival?.(added);
      // A burst (back from sleep, a bulk job) would queue minutes of toasts; the newest few are
      // announced and the rest wait in the panel, counted on the bell.
      for (const item of added.slice(0, MAX_VISIBLE_PER_AREA)) {
        notify.snackbar(item.title, {
          durationMs: NOTIFICATION_FIGURES.toastMs,
          action: { label: t('notifications.view'), onAction: () => open(item) },
        });
      }
    },
    [notify, open, t, onArrival],
  );

  useNotificationPoll(announce);
  useNotificationStream(announce);
  return null;
}
