import type { TicketCategory, TicketPriority } from '@paydesk/contracts/support/support.model';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { commentCount } from './feed.repository';
import type { TicketRow } from './ticket-access';
import { referenceCounts } from './ticket-references';

/** What the estimate is made from. */
export interface ScopingInputs {
  readonly category: TicketCategory;
  readonly priority: TicketPriority;
  readonly comments: number;
  readonly references: number;
  readonly attachments: number;
}

/** Hours of work a category starts from: integration and processing issues take longest to untangle. */
const BASE_HOURS: Record<TicketCategory, number> = {
  Integration: 2,
  Processing: 2,
  Operational: 1,
  Clarification: 1,
};
const PRIORITY_HOURS: Record<TicketPriority, number> = { High: 1, Medium: 0, Low: 0 };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The scoping result: a rough effort estimate, the same for the same ticket, from its category,
 * priority and how much there is to read (every four comments add an hour, each reference an hour,
 * every two attachments an hour). E.g. 'Estimated effort: 6 h (Integration, High priority,
 * 4 comments, 2 references)'.
 */
export function scopingEstimate(inputs: ScopingInputs): string {
  const hours =
    BASE_HOURS[inputs.category] +
    PRIORITY_HOURS[inputs.priority] +
    Math.floor(inputs.comments / 4) +
    inputs.references +
    Math.ceil(inputs.attachments / 2);
  const parts = [
    inputs.category,
    `${inputs.priority} priority`,
    plural(inputs.comments, 'comment'),
    plural(inputs.references, 'reference'),
    ...(inputs.attachments > 0 ? [plural(inputs.attachments, 'attachment')] : []),
  ];
  return `Estimated effort: ${hours} h (${parts.join(', ')})`;
}

export async function scopingInputs(tx: ScopedTx, ticket: TicketRow): Promise<ScopingInputs> {
  const counts = await referenceCounts(tx, ticket);
  return {
    category: ticket.category,
    priority: ticket.priority,
    comments: await commentCount(tx, ticket),
    references: counts.references,
    attachments: counts.attachments,
  };
}
