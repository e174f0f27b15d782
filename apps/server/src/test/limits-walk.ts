import type { AnyEndpoint } from '@paydesk/contracts/http/endpoint';
import { fillPath } from '@paydesk/contracts/http/endpoint';
import { serverPathsFor } from '@paydesk/contracts/http/service-routing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { type ExampleInput, mayCall, validInput, type WalkUser } from './endpoint-walk';
import { LIMIT_FIELDS, LIMIT_KINDS, type LimitedUser, type LimitKind } from './limited-users';
import { shapeOf } from './zod-samples';

/**
 * The per-user limits walk (issue 17; limits.test.ts): for every served GET whose answer carries
 * rows subject to a limit (a `merchantId`, `paymentMethod` or `serviceProvider` anywhere in its
 * response schema) and every detail call of a module that lists such rows, each limited user's
 * answer holds only the value they are limited to, and a row outside their limit answers 404, while
 * the same user unlimited (their reference) does see rows outside it: else the check proves nothing.
 * Like the endpoint walk, it returns the broken rules as sentences.
 */

export interface LimitsWalkContext {
  readonly app: FastifyInstance;
  readonly walkUsers: readonly WalkUser[];
  readonly limited: readonly LimitedUser[];
  tokenFor(email: string): Promise<string>;
  readonly examples: Readonly<Record<string, ExampleInput>>;
  /** The feature module serving an endpoint (a detail call's ids come from its module's lists). */
  moduleOf(endpoint: AnyEndpoint): string;
  /** Endpoints the walk leaves alone, each with the reason. */
  readonly exceptions: Readonly<Record<string, string>>;
  /** Answers that are a map from merchant id to name (a picker), which no field name gives away. */
  readonly merchantMaps: readonly string[];
  /** The tenant a platform user's `{tenantId}` names (others name their own). */
  readonly platformTenantId: string;
  /** `<endpoint id>.<param>` of path parameters that name a merchant under another name (`{id}`). */
  readonly merchantParams: readonly string[];
}

export interface LimitsWalkResult {
  readonly problems: string[];
  /** `<endpoint id> <limit kind>` for every check made, so a test can see what was covered. */
  readonly checked: string[];
}

/** A row of a list answer: an element of the answer, or of its `data`. */
interface Row {
  readonly module: string;
  readonly reference: string;
  readonly json: Record<string, unknown>;
}

type Json = unknown;

/** Path parameters a row's own fields fill: the row's tenant, merchant and id. */
const TENANT_PARAMS = new Set(['tenantId']);
const MERCHANT_PARAMS = new Set(['merchantId', 'customerId']);
/** A row's own id: `id`, or a ticket's `ticketId`. */
const rowId = (row: Record<string, unknown>) => row.id ?? row.ticketId;

export async function walkLimits(
  endpoints: readonly AnyEndpoint[],
  ctx: LimitsWalkContext,
): Promise<LimitsWalkResult> {
  const problems: string[] = [];
  const checked: string[] = [];
  const rows: Row[] = [];
  const gets = endpoints.filter((e) => e.method === 'GET' && !(e.id in ctx.exceptions));
  const isList = (e: AnyEndpoint) => rowParams(e).length === 0;
  const answers = new Map<string, Promise<LightMyRequestResponse>>();
  const call = (
    endpoint: AnyEndpoint,
    email: string,
    params?: Record<string, string>,
    query?: Record<string, string>,
  ) => {
    const key = `${endpoint.id} ${email} ${JSON.stringify([params, query])}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = callAs(ctx, endpoint, email, params, query);
      answers.set(key, answer);
    }
    return answer;
  };

  // Each list and limit kind must show, for one unlimited user at least, a row the limit hides.
  const proven = new Map<string, boolean>();
  for (const list of gets.filter(isList)) {
    const carried = limitsCarriedBy(list.response);
    if (ctx.merchantMaps.includes(list.id)) carried.add('customer');
    if (carried.size === 0 || list.responseKind === 'blob' || list.responseKind === 'text') continue;
    for (const user of ctx.limited.filter((u) => carried.has(u.kind) && mayCallAs(ctx, list, u.email))) {
      const where = `${list.id} as ${user.email}`;
      const query = searchQuery(list, rows, ctx.moduleOf(list), user);
      const [seen, own] = await Promise.all([
        call(list, user.reference, undefined, query),
        call(list, user.email, undefined, query),
      ]);
      if (seen.statusCode !== 200 || own.statusCode !== 200) {
        problems.push(`${where}: expected 200 for both, got ${seen.statusCode} and ${own.statusCode}`);
        continue;
      }
      checked.push(`${list.id} ${user.kind}`);
      const valuesIn = (json: Json) =>
        ctx.merchantMaps.includes(list.id) && isObject(json)
          ? Object.keys(json)
          : limitedValues(json, user.kind);
      const leaked = outside(valuesIn(own.json()), user.allowed);
      if (leaked.length > 0) problems.push(`${where}: answers rows outside the limit (${unique(leaked)})`);
      const key = `${list.id} ${user.kind}`;
      proven.set(key, (proven.get(key) ?? false) || outside(valuesIn(seen.json()), user.allowed).length > 0);
      for (const json of rowsOf(seen.json()))
        rows.push({ module: ctx.moduleOf(list), reference: user.reference, json });
    }
  }
  for (const [key, seenOutside] of proven) {
    if (!seenOutside)
      problems.push(
        `${key}: no unlimited user sees a row outside the limit, so this proves nothing; add data or an example`,
      );
  }

  for (const detail of gets.filter((e) => !isList(e))) {
    const params = rowParams(detail);
    const namesMerchant = (p: string) =>
      MERCHANT_PARAMS.has(p) || ctx.merchantParams.includes(`${detail.id}.${p}`);
    const byMerchant = params.every(namesMerchant);
    const byId = params.every((p) => p === 'id' || namesMerchant(p));
    const module = ctx.moduleOf(detail);
    const inScope = limitsCarriedBy(detail.response).size > 0 || rows.some((r) => r.module === module);
    if (!inScope) continue;
    if (!byMerchant && !byId) {
      problems.push(
        `${detail.id}: its path parameters (${params.join(', ')}) are not a listed row's id or merchant; add it to the exceptions with the reason`,
      );
      continue;
    }
    let checks = 0;
    // A merchant is subject to the customer limit only; its payment methods are not its rows.
    const users = ctx.limited.filter(
      (u) => mayCallAs(ctx, detail, u.email) && (!byMerchant || u.kind === 'customer'),
    );
    for (const user of users) {
      const candidates = rows.filter(
        (r) =>
          r.reference === user.reference &&
          (byMerchant ? typeof r.json.merchantId === 'string' : r.module === module),
      );
      for (const allowed of [false, true]) {
        const matching = candidates.filter(
          (r) => classify(r.json, user) === (allowed ? 'allowed' : 'outside'),
        );
        for (const row of matching.slice(0, 5)) {
          const filled = fillRowParams(detail, row.json, user, ctx, namesMerchant);
          if (!filled || (await call(detail, user.reference, filled)).statusCode !== 200) continue;
          checks += 1;
          checked.push(`${detail.id} ${user.kind} ${allowed ? 'allowed' : 'outside'}`);
          const own = await call(detail, user.email, filled);
          const where = `${detail.id} as ${user.email} for ${JSON.stringify(filled)}`;
          if (!allowed && own.statusCode !== 404) {
            problems.push(`${where}: a row outside the limit answers ${own.statusCode}, not 404`);
          } else if (allowed && own.statusCode !== 200) {
            problems.push(`${where}: a row within the limit answers ${own.statusCode}, not 200`);
          } else if (allowed && detail.responseKind !== 'blob' && detail.responseKind !== 'text') {
            const leaked = outside(limitedValues(own.json(), user.kind), user.allowed);
            if (leaked.length > 0)
              problems.push(`${where}: answers values outside the limit (${unique(leaked)})`);
          }
          break;
        }
      }
    }
    if (checks === 0) {
      problems.push(
        `${detail.id}: no listed row's id answers it for an unlimited user, so it was not checked; add data, or an exception with the reason`,
      );
    }
  }
  return { problems, checked };
}

/** The path parameters that name a row (the tenant one is the caller's or the row's). */
function rowParams(endpoint: AnyEndpoint): string[] {
  return Object.entries(shapeOf(endpoint.params) ?? {})
    .filter(([name, schema]) => !TENANT_PARAMS.has(name) && !isEnum(schema))
    .map(([name]) => name);
}

/** A path parameter from a fixed set (`{type}`, `{status}`) names a kind of thing, not a row. */
function isEnum(schema: z.ZodType): boolean {
  return (schema as unknown as { _zod: { def: Def } })._zod.def.type === 'enum';
}

function tenantOf(ctx: LimitsWalkContext, email: string): string {
  return ctx.walkUsers.find((u) => u.email === email)?.tenantId ?? ctx.platformTenantId;
}

/**
 * A search (a `searchKey` query) for the external id of a row outside the user's limit, from the
 * module's lists read before: the unlimited user finds it, the limited one must not.
 */
function searchQuery(
  list: AnyEndpoint,
  rows: readonly Row[],
  module: string,
  user: LimitedUser,
): Record<string, string> | undefined {
  const query = shapeOf(list.query) ?? {};
  // The transaction lookups' `searchKey`, or APM's `SearchKey` with the field it names.
  const search = query.searchKey
    ? (key: string) => ({ searchKey: key })
    : query.SearchKey
      ? (key: string) => ({ SearchParam: 'ExternalId', SearchKey: key })
      : null;
  if (!search) return undefined;
  const hidden = rows.find(
    (r) =>
      r.module === module &&
      r.reference === user.reference &&
      typeof r.json.externalId === 'string' &&
      classify(r.json, user) === 'outside',
  );
  return hidden ? search(hidden.json.externalId as string) : undefined;
}

function mayCallAs(ctx: LimitsWalkContext, endpoint: AnyEndpoint, email: string): boolean {
  const user = ctx.walkUsers.find((u) => u.email === email);
  return !!user && mayCall(endpoint, user);
}

async function callAs(
  ctx: LimitsWalkContext,
  endpoint: AnyEndpoint,
  email: string,
  params: Record<string, string> | undefined,
  query: Record<string, string> | undefined,
): Promise<LightMyRequestResponse> {
  const problems: string[] = [];
  const input = validInput(endpoint, ctx.examples, problems) ?? {};
  const path = serverPathsFor(endpoint.path)[0] ?? endpoint.path;
  return ctx.app.inject({
    method: 'GET',
    url: fillPath(path, { ...input.params, tenantId: tenantOf(ctx, email), ...params }),
    query: { ...input.query, ...query },
    headers: { authorization: `Bearer ${await ctx.tokenFor(email)}` },
  });
}

/** The row's values for the detail call's parameters: its id, merchant and tenant. */
function fillRowParams(
  endpoint: AnyEndpoint,
  row: Record<string, unknown>,
  user: LimitedUser,
  ctx: LimitsWalkContext,
  namesMerchant: (param: string) => boolean,
): Record<string, string> | null {
  const filled: Record<string, string> = {};
  const named = Object.entries(shapeOf(endpoint.params) ?? {}).filter(([, schema]) => !isEnum(schema));
  for (const [param] of named) {
    const value = TENANT_PARAMS.has(param)
      ? (row.tenantId ?? tenantOf(ctx, user.email))
      : namesMerchant(param)
        ? row.merchantId
        : rowId(row);
    if (typeof value !== 'string') return null;
    filled[param] = value;
  }
  return filled;
}

/** Within the user's limit (every value of its kind is the allowed one), outside it, or neither. */
function classify(row: Json, user: LimitedUser): 'allowed' | 'outside' | 'none' {
  const values = limitedValues(row, user.kind);
  if (values.length === 0) return 'none';
  return outside(values, user.allowed).length > 0 ? 'outside' : 'allowed';
}

function outside(values: readonly string[], allowed: string): string[] {
  return values.filter((v) => v !== allowed);
}

function unique(values: readonly string[]): string {
  return [...new Set(values)].slice(0, 5).join(', ');
}

function rowsOf(answer: Json): Record<string, unknown>[] {
  const list = Array.isArray(answer)
    ? answer
    : isObject(answer) && Array.isArray(answer.data)
      ? answer.data
      : [];
  return list.filter(isObject);
}

/** Every value of the limit's field anywhere in an answer. */
export function limitedValues(json: Json, kind: LimitKind): string[] {
  const field = LIMIT_FIELDS[kind];
  const found: string[] = [];
  const visit = (value: Json) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (key === field && typeof inner === 'string') found.push(inner);
        else visit(inner);
      }
    }
  };
  visit(json);
  return found;
}

function isObject(value: Json): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
}

/** The limits whose field appears anywhere in a response schema. */
export function limitsCarriedBy(schema: z.ZodType): Set<LimitKind> {
  const fields = new Set<string>();
  const seen = new Set<z.ZodType>();
  const visit = (s: z.ZodType | undefined) => {
    if (!s || seen.has(s)) return;
    seen.add(s);
    const def = (s as unknown as { _zod: { def: Def } })._zod.def;
    if (def.type === 'object') {
      for (const [key, inner] of Object.entries(def.shape ?? {})) {
        fields.add(key);
        visit(inner);
      }
    }
    visit(def.element);
    visit(def.innerType);
    visit(def.in);
    def.options?.forEach(visit);
  };
  visit(schema);
  return new Set(LIMIT_KINDS.filter((kind) => fields.has(LIMIT_FIELDS[kind])));
}
