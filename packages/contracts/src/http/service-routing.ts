/**
 * Spec §7 "Routing of paths": which service a client path is sent to.
 *
 * The rule, in the spec's order:
 * 1. `reporting/...` goes to the reporting API.
 * 2. First segment `ping`, `download-file` or `reconciliation`: the merchant API (never crm-prefixed).
 * 3. A path containing `api/` goes to the API prefix (the host root), unchanged.
 * 4. `markdown-files/...` goes to the client origin.
 * 5. `/tenants...` goes to the merchant API (never crm-prefixed).
 * 6. First segment acc, support, fs, banking, reporting, btd-transactions, dispute, webhook, identity,
 *    conversion-tool, leave or terminal: the unversioned API.
 * 7. `/users...` goes to the separate users (v1.1) URL.
 * 8. The rest goes to the merchant API, with a `/crm` prefix for crm users.
 */
export type ServiceName = 'reporting' | 'merchant' | 'apiPrefix' | 'client' | 'unversioned' | 'users';

export interface RoutedPath {
  readonly service: ServiceName;
  /** The path to append to that service's base, starting with `/`. */
  readonly path: string;
}

const MERCHANT_PREFIX_SEGMENTS = new Set(['ping', 'download-file', 'reconciliation']);
const UNVERSIONED_SEGMENTS = new Set([
  'acc',
  'support',
  'fs',
  'banking',
  'reporting',
  'btd-transactions',
  'dispute',
  'webhook',
  'identity',
  'conversion-tool',
  'leave',
  'terminal',
]);

export function routeServicePath(rawPath: string, options: { crmUser: boolean }): RoutedPath {
  const path = `/${rawPath.replace(/^\/+/, '')}`;
  const firstSegment = path.split(/[/?]/)[1] ?? '';

  if (firstSegment === 'reporting') return { service: 'reporting', path };
  if (MERCHANT_PREFIX_SEGMENTS.has(firstSegment)) return { service: 'merchant', path };
  if (path.includes('api/')) return { service: 'apiPrefix', path };
  if (firstSegment === 'markdown-files') return { service: 'client', path };
  if (firstSegment === 'tenants') return { service: 'merchant', path };
  if (UNVERSIONED_SEGMENTS.has(firstSegment)) return { service: 'unversioned', path };
  if (firstSegment === 'users') return { service: 'users', path };
  if (options.crmUser && firstSegment !== 'crm') return { service: 'merchant', path: `/crm${path}` };
  return { service: 'merchant', path };
}

/**
 * Where each service is mounted, relative to the host (spec §7: "base addresses are derived from the
 * host at runtime, with versions v1 and v1.1"). In the embedded default every service is this server.
 */
export const SERVICE_MOUNTS: Readonly<Record<ServiceName, string>> = {
  merchant: '/api/v1',
  users: '/api/v1.1',
  unversioned: '/api',
  reporting: '',
  apiPrefix: '',
  client: '',
};

/** The path the server answers a declared client path on. Merchant-API paths answer with and without `/crm`. */
export function serverPathsFor(declaredPath: string): string[] {
  const plain = routeServicePath(declaredPath, { crmUser: false });
  const paths = [SERVICE_MOUNTS[plain.service] + plain.path];
  const crm = routeServicePath(declaredPath, { crmUser: true });
  const crmPath = SERVICE_MOUNTS[crm.service] + crm.path;
  if (!paths.includes(crmPath)) paths.push(crmPath);
  return paths;
}
