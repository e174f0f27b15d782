import { RolesPage } from '../roles/roles-page';
import { UsersPage } from '../users/users-page';

/** The user-administration route screens (the route registry loads this module lazily). */
export const TenantUsersScreen = () => <UsersPage list="crm" />;
export const OperatorMerchantUsersScreen = () => <UsersPage list="merchantOperator" />;
export const MerchantUsersScreen = () => <UsersPage list="merchantOwn" />;
export const RolesScreen = () => <RolesPage />;
