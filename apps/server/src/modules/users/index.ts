/**
 * users' public entry: the current user's mapping pieces the sign-in pages reuse. Other modules
 * import this module only through this file (the import gate's module-public-entry rule); it lists
 * the surface they use, not every file.
 */
export { PLATFORM_FAVICON } from './current-user.mapper';
export { DEFAULT_THEME } from './theme';
