/**
 * The error codes of the support desk (tickets and their labels), each with its HTTP status. The
 * portal switches on the code, never on the message text, which may be reworded or translated.
 */
export const SUPPORT_ERROR_STATUS = {
  /** The ticket is closed, so it takes no comment or invitation: reopen it first. */
  TICKET_CLOSED: 409,
  /** Reopening a ticket that is already open: nothing changed; read the ticket again. */
  TICKET_ALREADY_OPEN: 409,
  /** Closing a ticket that is already closed: nothing changed; read the ticket again. */
  TICKET_ALREADY_CLOSED: 409,
  /** The ticket already has the priority asked for: nothing changed. */
  TICKET_PRIORITY_UNCHANGED: 409,
  /** The ticket already has the assignee asked for (or is already unassigned): nothing changed. */
  TICKET_ASSIGNEE_UNCHANGED: 409,
  /** The ticket was escalated already: open the ticket it was escalated to instead. */
  TICKET_ALREADY_ESCALATED: 409,
  /** A scoping job of the ticket is still running: wait for it before starting another. */
  TICKET_SCOPING_RUNNING: 409,
  /** The organisation already has a label of this name (compared without case): choose another. */
  LABEL_NAME_TAKEN: 409,
  /** A default label cannot be renamed or deleted: only the organisation's own labels can. */
  DEFAULT_LABEL_LOCKED: 409,
} as const;
