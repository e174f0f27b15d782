export { PLATFORM_FAVICON } from './current-user.mapper';
