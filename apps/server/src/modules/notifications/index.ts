export { type NewNotification, notifyUsers } from './notify';
export {
  type FoundRecipient,
  merchantUsersHolding,
  type Recipient,
  recipientByEmail,
  recipientById,
  tenantStaffHolding,
} from './recipients';
