import type { AnyEndpoint } from './endpoint';

/**
 * A family: an object of endpoint declarations, one per call, declared once per base path (the CRM
 * twin and the merchant twin of the same calls, e.g. `crmTransactions` and `merchantTransactions`).
 */
export type EndpointFamily = { readonly [call: string]: AnyEndpoint };

export function isEndpoint(value: unknown): value is AnyEndpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'id' in value;
}

/**
 * The endpoints a contracts file (`import * as x from '...endpoints'`) declares: its exported
 * declarations and those of its families (one level down), minus `except`.
 */
export function endpointsIn(declarations: object, except: readonly AnyEndpoint[] = []): AnyEndpoint[] {
  return Object.values(declarations)
    .flatMap((value: unknown) =>
      isEndpoint(value)
        ? [value]
        : typeof value === 'object' && value !== null
          ? Object.values(value).filter(isEndpoint)
          : [],
    )
    .filter((endpoint) => !except.includes(endpoint));
}
