import type { TFunction } from 'i18next';
import { setDynamicBreadcrumbs } from '../../../shell/navigation/dynamic-breadcrumbs';
import { type SupportArea, ticketListPath } from './support-area';

const LIST_TITLES = {
  merchant: 'nav.merchantSupportTickets',
  tenant: 'nav.tenantSupportTickets',
  platform: 'nav.platformSupportTickets',
} as const;

/**
 * Spec §2: "Dynamic routes read breadcrumbs from session storage". A ticket's route has a
 * parameter, so whoever links to it (the lists, the desk home, the ticket itself once loaded)
 * stores its crumbs: Support › the ticket list › "#1042 Refund not received".
 */
export function rememberTicketCrumbs(
  area: SupportArea,
  path: string,
  ticket: { ticketNumber: number; subject: string },
  t: TFunction,
): void {
  setDynamicBreadcrumbs(path, [
    { label: t('nav.support') },
    { label: t(LIST_TITLES[area]), to: ticketListPath(area) },
    { label: t('support.detail.crumb', { number: ticket.ticketNumber, subject: ticket.subject }) },
  ]);
}
