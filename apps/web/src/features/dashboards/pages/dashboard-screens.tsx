import { DashboardPage } from './dashboard-page';

/** The dashboard route screens (the route registry loads this module lazily). */
export const MerchantDashboardScreen = () => <DashboardPage />;
export const OperatorDashboardScreen = () => <DashboardPage />;
