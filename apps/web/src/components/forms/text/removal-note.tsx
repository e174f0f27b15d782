import { type InputKind, removedBy } from '@paydesk/contracts/validation/sanitise';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Will be removed when sent: …" for what the field holds, or undefined when sanitising would only
 * trim it. The issue behind it: never change what people type without telling them first.
 */
export function useRemovalNote(text: string, kind: InputKind): string | undefined {
  const { t } = useTranslation();
  const removals = removedBy(text, kind);
  if (removals.length === 0) return undefined;
  const items = removals.map(({ rule, found }) =>
    t(`widgets.sanitising.${rule}`, { found: found.join(' '), count: found.length }),
  );
  return t('widgets.sanitising.willBeRemoved', { items: items.join(', ') });
}

/** The field's helper text (errors or its own) with the removal note on a line below it. */
export function withRemovalNote(helper: ReactNode, note: string | undefined): ReactNode {
  if (note === undefined) return helper;
  return (
    <>
      {helper ? <span style={{ display: 'block' }}>{helper}</span> : null}
      <span style={{ display: 'block' }}>{note}</span>
    </>
  );
}
