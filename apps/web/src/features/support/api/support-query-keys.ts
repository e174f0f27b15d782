/**
 * TanStack Query keys of the support desk. Everything starts with 'support', so invalidating
 * `supportKeys.all` refreshes the merchant, tenant and platform ticket lists after a ticket is created
 * (spec §4 "Ticket creation flow").
 */
export const supportKeys = {
  all: ['support'] as const,
  lists: () => [...supportKeys.all, 'list'] as const,
  list: (scope: string, filters: unknown) => [...supportKeys.lists(), scope, filters] as const,
  ticket: (ticketId: string) => [...supportKeys.all, 'ticket', ticketId] as const,
  feed: (ticketId: string) => [...supportKeys.all, 'ticket', ticketId, 'feed'] as const,
  scoping: (ticketId: string) => [...supportKeys.all, 'ticket', ticketId, 'scoping'] as const,
  labels: () => [...supportKeys.all, 'labels'] as const,
  options: (name: string, ...args: unknown[]) => [...supportKeys.all, 'options', name, ...args] as const,
  outbox: (filters: unknown) => [...supportKeys.all, 'outbox', filters] as const,
};
