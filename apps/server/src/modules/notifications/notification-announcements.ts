/**
 * The announcement of new notifications between server instances: a PostgreSQL NOTIFY on one
 * channel whose payload names the recipients and rows ("userId:id,userId:id"). Ids only: a
 * description may be thousands of characters, and a payload must stay under 8,000 bytes.
 */
export const NOTIFICATION_CHANNEL = 'paydesk_notifications';

export interface Announced {
  readonly userId: string;
  readonly id: string;
}

export function encodeAnnouncement(rows: readonly Announced[]): string {
  return rows.map((r) => `${r.userId}:${r.id}`).join(',');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The pairs of a payload; anything malformed (another sender on the channel) is skipped. */
export function decodeAnnouncement(payload: string): Announced[] {
  const pairs: Announced[] = [];
  for (const part of payload.split(',')) {
    const [userId = '', id = ''] = part.split(':');
    if (UUID.test(userId) && UUID.test(id)) pairs.push({ userId, id });
  }
  return pairs;
}
