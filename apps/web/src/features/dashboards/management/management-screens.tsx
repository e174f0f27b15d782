import { CategoriesPage } from './categories-page';
import { RoleWidgetsPage } from './role-widgets-page';
import { WidgetsPage } from './widgets-page';

/** The dashboard-management route screens (the route registry loads this module lazily). */
export const WidgetCategoriesScreen = () => <CategoriesPage />;
export const WidgetsScreen = () => <WidgetsPage />;
export const TenantRoleWidgetsScreen = () => <RoleWidgetsPage roleType="crm" />;
export const MerchantRoleWidgetsScreen = () => <RoleWidgetsPage roleType="merchant" />;
