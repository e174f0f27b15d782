import { EncryptionKeysPage } from '../keys/encryption-keys-page';
import { TenantsPage } from '../tenants/tenants-page';

/** The tenant-management route screens (the route registry loads this module lazily). */
export const TenantsScreen = () => <TenantsPage />;
export const EncryptionKeysScreen = () => <EncryptionKeysPage />;
