import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { mergeIncoming } from '../model/notification-cache';
import { openNotificationStream } from './notification-stream';

/**
 * Keeps the event stream open while mounted (the signed-in area: leaving it on sign-out closes
 * it) and merges what it brings like a poll result; `onNew` hears of the ones not held before.
 */
export function useNotificationStream(onNew: (added: Notification[]) => void): void {
  const client = useQueryClient();
  const latest = useRef(onNew);
  latest.current = onNew;
  useEffect(
    () =>
      openNotificationStream({
        onNotification: (notification) => {
          const added = mergeIncoming(client, [notification]);
          if (added.length > 0) latest.current(added);
        },
      }),
    [client],
  );
}
