import { useState } from 'react';
import { EMPTY_TICKET_DRAFT, isTicketDraftComplete, type TicketDraft } from './ticket-request';

/** Spec §2: the optional fields the 'Expand fields' menu shows and hides. */
export const OPTIONAL_FIELDS = ['customers', 'transactions', 'priority', 'attachments'] as const;
export type OptionalField = (typeof OPTIONAL_FIELDS)[number];

type RequiredField = 'tenantId' | 'category' | 'subject' | 'description';

/**
 * The Contact Support form's state: the draft, which required fields the user has left (their
 * "required" message shows only then), and which optional fields are shown. Hiding an optional
 * field only hides it: what was entered there is still sent. `initial` pre-fills the draft (an
 * escalation starts from the merchant's ticket).
 */
export function useTicketDraft(platform: boolean, initial: Partial<TicketDraft> = {}) {
  const [draft, setDraft] = useState<TicketDraft>(() => ({ ...EMPTY_TICKET_DRAFT, ...initial }));
  const [touched, setTouched] = useState<ReadonlySet<RequiredField>>(new Set());
  const [shown, setShown] = useState<ReadonlySet<OptionalField>>(new Set());

  const set = <K extends keyof TicketDraft>(field: K, value: TicketDraft[K]) =>
    setDraft((previous) => ({ ...previous, [field]: value }));

  const touch = (field: RequiredField) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));

  /** True when the field was left empty after the user visited it. */
  const missing = (field: RequiredField): boolean => {
    if (!touched.has(field)) return false;
    const value = draft[field];
    return value === null || (typeof value === 'string' && value.trim().length === 0);
  };

  const toggle = (field: OptionalField) =>
    setShown((previous) => {
      const next = new Set(previous);
      if (!next.delete(field)) next.add(field);
      return next;
    });

  return {
    draft,
    set,
    touch,
    missing,
    shown,
    toggle,
    complete: isTicketDraftComplete(draft, platform),
  };
}

export type TicketDraftState = ReturnType<typeof useTicketDraft>;
