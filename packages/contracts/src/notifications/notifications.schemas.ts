import { z } from 'zod';
import { text } from '../validation/text';
import { NOTIFICATION_FIGURES, NOTIFICATION_TYPES } from './notifications.model';

export const NotificationType = z.enum(NOTIFICATION_TYPES);

/** Spec §3 "Notification". `description` is HTML, sanitised by the server before it is stored. */
export const Notification = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().describe('HTML, sanitised to HTML_ALLOWLIST'),
  image: z.string().nullable(),
  icon: z.string().nullable().describe('A Material icon name, e.g. "description"'),
  created: z.string().describe('ISO 8601'),
  isRead: z.boolean(),
  objectUrl: z.string().nullable().describe('Where the notification leads; ReportGenerated: file names'),
  useRouter: z.boolean().describe('Navigate inside the portal (true) or load the URL (false)'),
  notificationType: NotificationType,
});
export type Notification = z.infer<typeof Notification>;

/** Spec §7: responses carry result 'success'. */
export const NotificationResult = z.object({ result: z.literal('success') });

/** Spec §3: a list response carries data and unreadNotificationCount. */
export const NotificationList = NotificationResult.extend({
  data: z.array(Notification),
  unreadNotificationCount: z.number().int().min(0),
});
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationPageQuery = z.object({
  pageIndex: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(NOTIFICATION_FIGURES.maxPageSize)
    .default(NOTIFICATION_FIGURES.pageSize),
});

export const NotificationIdParams = z.object({ id: z.uuid() });

/** "Latest since": notifications created after this instant (ISO 8601, or epoch milliseconds). */
export const NotificationSinceParams = z.object({
  timestamp: text(40).refine(
    (value) => !Number.isNaN(instantOf(value)),
    'Not a date-time or epoch milliseconds',
  ),
});

/** The instant a `timestamp` parameter names, in epoch milliseconds (NaN when it names none). */
export function instantOf(value: string): number {
  return /^\d{1,15}$/.test(value) ? Number(value) : Date.parse(value);
}
