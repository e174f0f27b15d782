import { getClientConfiguration } from '../configuration/client-configuration.endpoints';
import type { AnyEndpoint } from '../http/endpoint';
import * as lookups from '../lookups/lookups.endpoints';
import { ping } from '../session/ping.endpoints';
import * as users from '../users/users.endpoints';

/** Every declared endpoint: the server registers from it, OpenAPI is made from it, a test walks it. */
export const ALL_ENDPOINTS: readonly AnyEndpoint[] = [
  ...Object.values(users),
  ...Object.values(lookups),
  getClientConfiguration,
  ping,
];
