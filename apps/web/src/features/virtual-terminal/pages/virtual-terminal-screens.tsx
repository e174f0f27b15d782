import { VirtualTerminalPage } from '../form/virtual-terminal-page';

/** The virtual terminal's route screens (the route registry loads this module lazily). */
export const TenantVirtualTerminalScreen = () => <VirtualTerminalPage area="tenant" />;
export const MerchantVirtualTerminalScreen = () => <VirtualTerminalPage area="merchant" />;
