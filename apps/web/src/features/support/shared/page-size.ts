import { PAGE_SIZE_OPTIONS } from '../model/ticket-list-params';

/** The pagination's options and texts, shared by the ticket list and the mail outbox (spec §9). */
export const ROWS_PER_PAGE_OPTIONS = [...PAGE_SIZE_OPTIONS];
