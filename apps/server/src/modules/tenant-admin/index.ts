/**
 * tenant-admin's public entry: the roles every tenant starts with, for the demo seed. Other modules
 * import this module only through this file (the import gate's module-public-entry rule).
 */
export { STARTER_ROLES, type StarterRole } from './starter-roles';
