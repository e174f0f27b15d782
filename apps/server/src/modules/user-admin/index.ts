/**
 * user-admin's public entry: inviting a user, for tenant management (a new tenant's first
 * administrator is invited the way any user is). Other modules import this module only through
 * this file (the import gate's module-public-entry rule); it lists the surface they use.
 */
export { type AdminContext, inviteUser } from './user-admin.service';
