import type { TicketCategory, TicketPriority } from '@paydesk/contracts/support/support.model';
import type { RequestReference } from '@paydesk/contracts/support/support.schemas';

/** What the Contact Support form holds (spec §2 fields). */
export interface TicketDraft {
  /** Platform staff only: "Create ticket for Tenant". */
  tenantId: string | null;
  /** Platform staff only: the contacts to notify (emails). */
  contactEmails: string[];
  category: TicketCategory | null;
  /** Merchant ids; offered only to users without a merchant id. */
  customerIds: string[];
  /** Transaction external ids. */
  transactionIds: string[];
  priority: TicketPriority;
  subject: string;
  description: string;
}

export const EMPTY_TICKET_DRAFT: TicketDraft = {
  tenantId: null,
  contactEmails: [],
  category: null,
  customerIds: [],
  transactionIds: [],
  priority: 'Medium', // spec §3/§9 default priority
  subject: '',
  description: '',
};

/**
 * Spec §3 references of a support ticket request: each customer, transaction and uploaded file,
 * plus createdOn with the page the user wrote from. Spec §5: trimmed, empty ones ignored (the server
 * refuses an empty value), and a value given twice is sent once.
 */
export function ticketReferences(
  draft: Pick<TicketDraft, 'customerIds' | 'transactionIds'>,
  fileIds: readonly string[],
  pageAddress: string,
): RequestReference[] {
  const entries: RequestReference[] = [
    ...draft.customerIds.map((value) => ({ key: 'Customer' as const, value })),
    ...draft.transactionIds.map((value) => ({ key: 'Transaction' as const, value })),
    ...fileIds.map((value) => ({ key: 'File' as const, value })),
    { key: 'createdOn', value: pageAddress },
  ];
  const seen = new Set<string>();
  const references: RequestReference[] = [];
  for (const { key, value } of entries) {
    const trimmed = value.trim();
    const identity = `${key}\u0000${trimmed}`;
    if (trimmed.length === 0 || seen.has(identity)) continue;
    seen.add(identity);
    references.push({ key, value: trimmed });
  }
  return references;
}

/** The spec §3 "Support ticket request" the dialog sends (the category is checked by the form). */
export function ticketRequest(
  draft: TicketDraft,
  fileIds: readonly string[],
  pageAddress: string,
  platform: boolean,
) {
  return {
    ticketCategory: draft.category as TicketCategory,
    subject: draft.subject.trim(),
    description: draft.description.trim(),
    references: ticketReferences(draft, fileIds, pageAddress),
    priority: draft.priority,
    // The server ignores contactEmails from anyone but platform staff; send none then.
    contactEmails: platform ? draft.contactEmails : [],
  };
}

/** Spec §5 "Support ticket form": Category, Subject and Description required; Tenant for platform staff. */
export function isTicketDraftComplete(draft: TicketDraft, platform: boolean): boolean {
  return (
    draft.category !== null &&
    draft.subject.trim().length > 0 &&
    draft.description.trim().length > 0 &&
    (!platform || draft.tenantId !== null)
  );
}
