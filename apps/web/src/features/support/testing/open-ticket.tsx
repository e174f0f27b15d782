import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import type { ReactElement } from 'react';
import { renderWithUser } from '../../../test/render-with-user';
import type { SupportArea } from '../model/support-area';
import { MerchantTicketScreen, PlatformTicketScreen, TenantTicketScreen } from '../pages/support-screens';

const SCREENS: Record<SupportArea, () => ReactElement> = {
  merchant: () => <MerchantTicketScreen />,
  tenant: () => <TenantTicketScreen />,
  platform: () => <PlatformTicketScreen />,
};

/** Renders a ticket's route screen for `user`, at the ticket's address in `area`. */
export function openTicket(
  user: CurrentUser,
  area: SupportArea,
  ticket: { ticketId: string; tenant: { tenantId: string } },
) {
  const route =
    area === 'platform'
      ? `/platform/support-tickets/${ticket.tenant.tenantId}/${ticket.ticketId}`
      : `/${area}/support-tickets/${ticket.ticketId}`;
  const path =
    area === 'platform'
      ? '/platform/support-tickets/:tenantId/:ticketId'
      : `/${area}/support-tickets/:ticketId`;
  return renderWithUser(SCREENS[area](), user, { route, path });
}
