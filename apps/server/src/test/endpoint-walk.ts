import type { Audience } from '@paydesk/contracts/auth/levels';
import { holdsAny } from '@paydesk/contracts/auth/permissions';
import { type AnyEndpoint, fillPath } from '@paydesk/contracts/http/endpoint';
import { serverPathsFor } from '@paydesk/contracts/http/service-routing';
import { STEP_UP_HEADER } from '@paydesk/contracts/step-up/step-up.schemas';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Database } from '../infra/db/database';
import type { TokenOptions } from './test-tokens';
import { invalidStringFor, sampleOf, shapeOf } from './zod-samples';

/**
 * The endpoint walk (ARCHITECTURE "Declared once"): for a declaration and every server path it
 * answers on, the rules every endpoint must keep. It returns the broken rules as sentences instead
 * of failing at the first, so one run lists them all; endpoints.test.ts asserts there are none.
 */

/** A user the walk can sign in as, with what the server resolved for them. */
export interface WalkUser {
  readonly email: string;
  readonly audience: Audience;
  readonly permissions: ReadonlySet<string>;
  readonly tenantId: string | null;
  readonly merchantId: string | null;
}

/**
 * How to get an id for a path parameter that the caller must not see. Keyed in the walk's table by
 * `<endpoint id>.<param>` or, for a rule that holds everywhere, by the parameter name.
 */
export type ForeignIdRule =
  | {
      readonly kind: 'tenant-owned';
      /** An existing id of another tenant (or, for a merchant user, another merchant). */
      readonly foreignId: (caller: WalkUser) => string;
    }
  | { readonly kind: 'not-tenant-owned'; readonly reason: string };

export interface ExampleInput {
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
}

/** One module's part of the walk: its foreign-id rules, valid inputs and the rows they need. */
export interface ModuleWalk {
  readonly foreignIds: Readonly<Record<string, ForeignIdRule>>;
  readonly examples: Readonly<Record<string, ExampleInput>>;
  /** Inserts the rows the module's foreign ids and examples name (called once, before the walk). */
  addData(db: Database): Promise<void>;
}

export interface WalkContext {
  readonly app: FastifyInstance;
  readonly users: readonly WalkUser[];
  tokenFor(email: string, options?: TokenOptions): Promise<string>;
  readonly foreignIds: Readonly<Record<string, ForeignIdRule>>;
  /** Hand-written valid inputs, for endpoints whose schemas the sampler cannot satisfy. */
  readonly examples?: Readonly<Record<string, ExampleInput>>;
  /**
   * A step-up code for this request (challenge and confirmation as the portal does them), sent with
   * the calls of a caller who may call a `stepUp: 'always'` endpoint, so the walk still reaches the
   * handler's answers (and its 404 for a foreign id); the 401 without one is checked too.
   */
  stepUpCode?(
    email: string,
    authorization: string,
    request: { method: string; url: string; body?: unknown },
  ): Promise<string>;
}

const AUDIENCES: readonly Audience[] = ['customer', 'tenant', 'platform'];

interface CallOptions {
  readonly auth?: string;
  readonly params?: Record<string, string>;
  readonly query?: Record<string, string>;
  readonly body?: unknown;
  /** Send a step-up code of this user's (the caller whose token `auth` is). */
  readonly stepUpAs?: string;
}

export async function walkEndpoint(endpoint: AnyEndpoint, ctx: WalkContext): Promise<string[]> {
  const problems: string[] = [];
  const input = validInput(endpoint, ctx.examples, problems);
  if (!input) return problems;
  const allowed = ctx.users.filter((u) => mayCall(endpoint, u));
  if (!endpoint.public && allowed.length === 0) {
    problems.push(`${endpoint.id}: no walk user may call it; add a test fixture user who can`);
    return problems;
  }

  for (const serverPath of serverPathsFor(endpoint.path)) {
    const where = `${endpoint.id} ${endpoint.method} ${serverPath}`;
    const call = async (options: CallOptions = {}) => {
      const headers: Record<string, string> = {};
      if (options.auth) headers.authorization = options.auth;
      if (endpoint.body) headers['content-type'] = 'application/json';
      const url = fillPath(serverPath, options.params ?? input.params);
      const body = 'body' in options ? options.body : input.body;
      if (options.stepUpAs && options.auth && ctx.stepUpCode && endpoint.stepUp === 'always') {
        headers[STEP_UP_HEADER] = await ctx.stepUpCode(options.stepUpAs, options.auth, {
          method: endpoint.method,
          url,
          ...(endpoint.body ? { body } : {}),
        });
      }
      return ctx.app.inject({
        method: endpoint.method,
        url,
        query: options.query ?? input.query,
        headers,
        payload: endpoint.body ? JSON.stringify(body) : undefined,
      });
    };
    const bearer = async (email: string, options?: TokenOptions) =>
      `Bearer ${await ctx.tokenFor(email, options)}`;
    const expectError = (what: string, response: LightMyRequestResponse, status: number, code: string) => {
      const problem = errorProblem(response, status, code);
      if (problem) problems.push(`${where}: ${what} -> ${problem}`);
    };

    // 401: no token, and tokens that are not ours.
    if (!endpoint.public) {
      const someone = allowed[0]!.email;
      expectError('no token', await call({}), 401, 'UNAUTHENTICATED');
      expectError('a garbage token', await call({ auth: 'Bearer not-a-jwt' }), 401, 'UNAUTHENTICATED');
      expectError(
        'a forged token',
        await call({ auth: await bearer(someone, { forged: true }) }),
        401,
        'UNAUTHENTICATED',
      );
      expectError(
        'an expired token',
        await call({ auth: await bearer(someone, { expiresIn: -60 }) }),
        401,
        'UNAUTHENTICATED',
      );
    }

    // 403: a user of an audience the endpoint does not serve, and one lacking every permission.
    if (!endpoint.public) {
      for (const audience of AUDIENCES.filter((a) => !endpoint.audiences.includes(a))) {
        const outsider = ctx.users.find((u) => u.audience === audience);
        if (!outsider) problems.push(`${where}: no walk user of audience ${audience} to prove the 403`);
        else
          expectError(
            `a ${audience} user`,
            await call({ auth: await bearer(outsider.email) }),
            403,
            'FORBIDDEN',
          );
      }
      const required = endpoint.permissions;
      if (required) {
        for (const audience of endpoint.audiences.filter((a) => a !== 'platform')) {
          const lacking = ctx.users.find(
            (u) => u.audience === audience && !holdsAny([...u.permissions], required),
          );
          if (!lacking) problems.push(`${where}: no ${audience} walk user lacks ${required.join(', ')}`);
          else
            expectError(
              `${lacking.email} without the permission`,
              await call({ auth: await bearer(lacking.email) }),
              403,
              'FORBIDDEN',
            );
        }
      }
    }

    // A call that always needs step-up: without a code, 401 STEP_UP_REQUIRED with the RFC 9470 header.
    if (endpoint.stepUp === 'always' && ctx.stepUpCode) {
      const response = await call({ auth: await bearer(allowed[0]!.email) });
      expectError('no step-up code', response, 401, 'STEP_UP_REQUIRED');
      if (!String(response.headers['www-authenticate'] ?? '').includes('insufficient_user_authentication'))
        problems.push(`${where}: no step-up code -> no WWW-Authenticate insufficient_user_authentication`);
    }

    // A caller who may call it gets an answer, not a refusal or a crash.
    const callers = endpoint.public ? [] : oneCallerPerAudience(allowed);
    for (const caller of callers) {
      const response = await call({ auth: await bearer(caller.email), stepUpAs: caller.email });
      if (
        [401, 403].includes(response.statusCode) ||
        response.statusCode >= 500 ||
        isMissingRoute(response)
      ) {
        problems.push(
          `${where}: ${caller.email} may call it but got ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
      }
    }

    // 404: another tenant's (or merchant's) id in each path parameter.
    for (const param of Object.keys(shapeOf(endpoint.params) ?? {})) {
      const rule = ctx.foreignIds[`${endpoint.id}.${param}`] ?? ctx.foreignIds[param];
      if (!rule) {
        problems.push(
          `${where}: no foreign-id rule for path parameter "${param}"; add "${endpoint.id}.${param}" (or "${param}") to the walk's FOREIGN_IDS`,
        );
        continue;
      }
      if (rule.kind === 'not-tenant-owned' || endpoint.public) continue;
      // Every non-platform user who may call it (platform staff see every tenant: nothing is foreign).
      for (const caller of allowed.filter((u) => u.audience !== 'platform')) {
        const params = { ...input.params, [param]: rule.foreignId(caller) };
        const response = await call({ auth: await bearer(caller.email), params, stepUpAs: caller.email });
        const problem =
          errorProblem(response, 404, 'NOT_FOUND') ?? (isMissingRoute(response) ? 'no route' : null);
        if (problem) problems.push(`${where}: ${caller.email} with a foreign ${param} -> ${problem}`);
      }
    }

    // 400 with field messages: bad path parameters, query and body (never a 500).
    const auth = endpoint.public ? undefined : await bearer(allowed[0]!.email);
    for (const [param, schema] of Object.entries(shapeOf(endpoint.params) ?? {})) {
      // Fastify's router answers 404 for a path parameter over 100 characters, before validation.
      const bad = invalidStringFor(schema, { allowEmpty: false, maxLength: 100 });
      if (bad === undefined) continue;
      const response = await call({ auth, params: { ...input.params, [param]: bad } });
      const problem = validationProblem(response);
      if (problem)
        problems.push(`${where}: path parameter ${param}=${JSON.stringify(bad.slice(0, 20))} -> ${problem}`);
    }
    for (const [key, schema] of Object.entries(shapeOf(endpoint.query) ?? {})) {
      const bad = invalidStringFor(schema, { allowEmpty: true, maxLength: 2100 });
      if (bad === undefined) continue;
      const response = await call({ auth, query: { ...input.query, [key]: bad } });
      const problem = validationProblem(response);
      if (problem) problems.push(`${where}: query ${key}=${JSON.stringify(bad.slice(0, 20))} -> ${problem}`);
      break;
    }
    if (endpoint.body && !endpoint.body.safeParse(42).success) {
      const problem = validationProblem(await call({ auth, body: 42 }));
      if (problem) problems.push(`${where}: a body of 42 -> ${problem}`);
    }
  }
  return problems;
}

export function mayCall(endpoint: AnyEndpoint, user: WalkUser): boolean {
  if (!endpoint.audiences.includes(user.audience)) return false;
  return !endpoint.permissions || holdsAny([...user.permissions], endpoint.permissions);
}

function oneCallerPerAudience(users: readonly WalkUser[]): WalkUser[] {
  return AUDIENCES.map((a) => users.find((u) => u.audience === a)).filter((u): u is WalkUser => !!u);
}

/** Valid params, query and body: the hand-written example, else sampled from the schemas. */
export function validInput(
  endpoint: AnyEndpoint,
  examples: WalkContext['examples'],
  problems: string[],
): { params?: Record<string, string>; query?: Record<string, string>; body?: unknown } | undefined {
  const example = examples?.[endpoint.id] ?? {};
  const input = {
    params:
      example.params ?? (endpoint.params ? (sampleOf(endpoint.params) as Record<string, string>) : undefined),
    query:
      example.query ?? (endpoint.query ? (sampleOf(endpoint.query) as Record<string, string>) : undefined),
    body: example.body ?? (endpoint.body ? sampleOf(endpoint.body) : undefined),
  };
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = endpoint[part];
    if (schema && !schema.safeParse(input[part]).success) {
      problems.push(`${endpoint.id}: cannot make valid ${part}; add an example to the walk's EXAMPLES`);
      return undefined;
    }
  }
  return input;
}

function isMissingRoute(response: LightMyRequestResponse): boolean {
  const message = safeJson(response)?.error?.message;
  return response.statusCode === 404 && typeof message === 'string' && message.startsWith('No route ');
}

function errorProblem(response: LightMyRequestResponse, status: number, code: string): string | null {
  const body = safeJson(response);
  if (response.statusCode !== status)
    return `expected ${status}, got ${response.statusCode} ${response.body.slice(0, 200)}`;
  if (body?.error?.code !== code || typeof body.error.message !== 'string') {
    return `expected { error: { code: "${code}", message } }, got ${response.body.slice(0, 200)}`;
  }
  return null;
}

function validationProblem(response: LightMyRequestResponse): string | null {
  const shape = errorProblem(response, 400, 'VALIDATION_FAILED');
  if (shape) return shape;
  const details = safeJson(response)?.error?.details;
  const ok =
    Array.isArray(details) &&
    details.length > 0 &&
    details.every(
      (d) => typeof d?.field === 'string' && typeof d?.message === 'string' && d.message.length > 0,
    );
  return ok ? null : `expected error.details with field messages, got ${response.body.slice(0, 200)}`;
}

interface ErrorJson {
  error?: { code?: unknown; message?: unknown; details?: { field?: unknown; message?: string }[] };
}

function safeJson(response: LightMyRequestResponse): ErrorJson | undefined {
  try {
    return response.json() as ErrorJson;
  } catch {
    return undefined;
  }
}
