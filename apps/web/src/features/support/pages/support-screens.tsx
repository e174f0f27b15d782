import { useMemo } from 'react';
import { useParams } from 'react-router';
import { customerTicketRef, platformTicketRef } from '../api/ticket-ref';
import { DeskHomePage } from '../desk/desk-home-page';
import type { SupportArea } from '../model/support-area';
import { TicketDetailPage } from '../ticket/ticket-detail-page';
import { TicketListPage } from '../tickets/ticket-list-page';
import { DeskGuard } from './desk-guard';

/**
 * The route screens of the support desk (src/app/routes/route-registry.tsx loads this module
 * lazily): one per route, each fixing its desk.
 */
function Home({ area }: { area: SupportArea }) {
  return (
    <DeskGuard area={area}>
      <DeskHomePage area={area} />
    </DeskGuard>
  );
}

function List({ area }: { area: SupportArea }) {
  return (
    <DeskGuard area={area}>
      <TicketListPage area={area} />
    </DeskGuard>
  );
}

function Detail({ area }: { area: SupportArea }) {
  const { ticketId = '', tenantId = '' } = useParams();
  const ticketRef = useMemo(
    () => (area === 'platform' ? platformTicketRef(tenantId, ticketId) : customerTicketRef(ticketId)),
    [area, tenantId, ticketId],
  );
  return (
    <DeskGuard area={area}>
      {/* A new ticket id is a new screen: no state of the previous ticket carries over. */}
      <TicketDetailPage key={`${tenantId}/${ticketId}`} area={area} ticketRef={ticketRef} />
    </DeskGuard>
  );
}

export const MerchantDeskScreen = () => <Home area="merchant" />;
export const TenantDeskScreen = () => <Home area="tenant" />;
export const PlatformDeskScreen = () => <Home area="platform" />;
export const MerchantTicketsScreen = () => <List area="merchant" />;
export const TenantTicketsScreen = () => <List area="tenant" />;
export const PlatformTicketsScreen = () => <List area="platform" />;
export const MerchantTicketScreen = () => <Detail area="merchant" />;
export const TenantTicketScreen = () => <Detail area="tenant" />;
export const PlatformTicketScreen = () => <Detail area="platform" />;
