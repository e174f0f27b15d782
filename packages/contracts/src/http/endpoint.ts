import type { z } from 'zod';
import type { Audience } from '../auth/levels';
import type { Permission } from '../auth/permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. Exactly one of:
 * - `public: true`: no token needed (said explicitly, never by omission);
 * - `signedIn: true`: any signed-in user of the listed audiences;
 * - `permissions`: a signed-in user holding any one of them (spec §6: any-of).
 */
export type EndpointAccess =
  | { public: true; signedIn?: never; permissions?: never }
  | { signedIn: true; public?: never; permissions?: never }
  | { permissions: readonly [Permission, ...Permission[]]; public?: never; signedIn?: never };

type Schema = z.ZodType;

export type EndpointDeclaration<
  TParams extends Schema | undefined = Schema | undefined,
  TQuery extends Schema | undefined = Schema | undefined,
  TBody extends Schema | undefined = Schema | undefined,
  TResponse extends Schema = Schema,
> = EndpointAccess & {
  /** Unique name, `<feature>.<action>`, used as the OpenAPI operationId. */
  readonly id: string;
  readonly method: HttpMethod;
  /**
   * The path exactly as spec §7 writes it (the client's path), with `{param}` placeholders.
   * Where it is sent is decided by the service-routing rule (see service-routing.ts).
   */
  readonly path: string;
  readonly summary: string;
  /** Which audiences may call it (spec §1 levels). Others get 403. */
  readonly audiences: readonly Audience[];
  readonly params?: TParams;
  readonly query?: TQuery;
  readonly body?: TBody;
  /** Request headers the call reads (lower-case names), validated like the query; others pass. */
  readonly headers?: Schema;
  readonly response: TResponse;
  /** How the body is encoded; JSON unless said otherwise (spec §7: some calls answer text or a blob). */
  readonly responseKind?: 'json' | 'text' | 'blob';
  readonly tags?: readonly string[];
  /**
   * `'always'`: every call needs a step-up code (the `scacode` header, docs/administration.md
   * "Step-up codes"): without one it answers 401 `STEP_UP_REQUIRED`. A call without it still needs
   * one when a permission it lists, held by the caller, is in the caller's roles'
   * `scaRequiredPermissions`.
   */
  readonly stepUp?: 'always';
};

export type AnyEndpoint = EndpointDeclaration<
  Schema | undefined,
  Schema | undefined,
  Schema | undefined,
  Schema
>;

/**
 * Declares an endpoint. The declaration's own literal type is kept, so the server knows whether
 * an endpoint is public and both sides know its exact schemas.
 */
export function defineEndpoint<const D extends AnyEndpoint>(declaration: D): D {
  return declaration;
}

type Infer<T> = T extends Schema ? z.output<T> : undefined;
export type EndpointParams<E> = E extends { params: infer P } ? Infer<P> : undefined;
export type EndpointQuery<E> = E extends { query: infer Q } ? Infer<Q> : undefined;
export type EndpointBody<E> = E extends { body: infer B } ? Infer<B> : undefined;
export type EndpointResponse<E> = E extends { response: infer R } ? Infer<R> : never;

/** Fills `{param}` placeholders; each value is URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
