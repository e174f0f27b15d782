import type { EndpointFamily } from '@paydesk/contracts/http/endpoint-family';
import type { FastifyInstance } from 'fastify';
import { type EndpointHandler, registerEndpoint } from './register-endpoint';

/** The calls every twin of a family has (for a union of twins, the keys they share). */
export type SharedCall<F extends EndpointFamily> = Extract<keyof F, string>;

/**
 * One handler per shared call. For a union of twins (`typeof crmX | typeof merchantX`) the handler
 * of a call sees what its declarations have in common: its params, query and body are the union of
 * the twins' (a merchant twin's extra `customerId` is not there unless the handler narrows to it).
 * Not a homomorphic mapped type on purpose: that one would split over the union, one handler map
 * per twin, instead of one map for all.
 */
export type FamilyHandlers<F extends EndpointFamily> = {
  readonly [K in SharedCall<F>]: EndpointHandler<F[K]>;
};

/**
 * Registers each call of `handlers` on every twin: the same handler on each twin's paths, with the
 * twin's own audiences, permissions and schemas (registerEndpoint takes them from the declaration).
 * Pass the twins as one array (`[crmX, merchantX]`), so the family type is their union.
 */
export function registerFamily<F extends EndpointFamily>(
  app: FastifyInstance,
  twins: readonly F[],
  handlers: FamilyHandlers<F>,
): void {
  const registerCall = <K extends SharedCall<F>>(family: F, call: K) =>
    registerEndpoint<F[K]>(app, family[call], handlers[call]);
  for (const family of twins) {
    for (const call of Object.keys(handlers) as SharedCall<F>[]) registerCall(family, call);
  }
}
