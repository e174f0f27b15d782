import { useCallback, useState } from 'react';
import { localSettings } from '../../../lib/local-settings';
import { useCurrentUser } from '../../../shell/auth/use-current-user';

/** Where a draft belongs: the Contact Support form ('new') or the reply box of one ticket. */
export function draftPlace(ticketId: string | null): string {
  return ticketId === null ? 'new' : `ticket:${ticketId}`;
}

/**
 * The stored draft of the signed-in user at `place` (null: no draft is kept, as for an
 * escalation): `restored` holds the fields named in `fields` that were stored when the form
 * opened; `save` keeps the given text (null, when nothing is left unsent, removes it); `discard`
 * removes it. Only text goes in; attachments never do.
 */
export function useStoredDraft<K extends string>(place: string | null, fields: readonly K[]) {
  const userId = useCurrentUser().id;
  const [restored] = useState<Partial<Record<K, string>>>(() => {
    const stored = place === null ? null : localSettings.getDraft(userId, place);
    if (!stored) return {};
    const picked: Partial<Record<K, string>> = {};
    for (const field of fields) if (stored[field] !== undefined) picked[field] = stored[field];
    return picked;
  });
  const save = useCallback(
    (draft: Record<K, string> | null) => {
      if (place !== null) localSettings.setDraft(userId, place, draft);
    },
    [userId, place],
  );
  const discard = useCallback(() => save(null), [save]);
  return { restored, save, discard };
}
