/**
 * notifications' public entry: notifying users and finding who to notify, for the modules that
 * raise notifications (support, onboarding). Other modules import this module only through this
 * file (the import gate's module-public-entry rule); it lists the surface they use, not every file.
 */
export { type NewNotification, type NotificationFor, notifyEach, notifyUsers } from './notify';
export {
  type FoundRecipient,
  merchantUsersHolding,
  platformStaffHolding,
  type Recipient,
  recipientByEmail,
  recipientById,
  tenantStaffHolding,
} from './recipients';
