import type { z } from 'zod';

/**
 * Valid and invalid example inputs made from a declaration's zod schemas, so the endpoint walk can
 * call any endpoint without a hand-written body. Simple schemas only; the walk says which endpoint
 * needs a hand-written example when this cannot make one.
 */

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: z.ZodType[];
  in?: z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const bagOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { bag?: { minimum?: number; minLength?: number } } })._zod.bag ?? {};

const SAMPLE_UUID = '6f1c7d2e-3a4b-4c5d-8e9f-0a1b2c3d4e5f';
const LEAF_CANDIDATES: readonly unknown[] = [
  SAMPLE_UUID,
  'sample',
  'someone@example.test',
  '2026-01-02T03:04:05.000Z',
  '2026-01-02',
  'https://example.test/',
  1,
  0,
  true,
];

/** A value the schema accepts, or undefined for an optional or defaulted one (left out). */
export function sampleOf(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return undefined;
    case 'nullable':
      return def.innerType ? (sampleOf(def.innerType) ?? null) : null;
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(def.shape ?? {})) {
        const sample = sampleOf(value);
        if (sample !== undefined) out[key] = sample;
      }
      return out;
    }
    case 'array': {
      const element = def.element ? sampleOf(def.element) : undefined;
      return firstAccepted(schema, [[], [element]]);
    }
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'record':
      return {};
    case 'union':
      return firstAccepted(schema, (def.options ?? []).map(sampleOf));
    case 'pipe':
      // The input's sample, unless what it pipes into refuses it (text piped into an e-mail check).
      return firstAccepted(schema, [def.in ? sampleOf(def.in) : undefined, ...LEAF_CANDIDATES]);
    default: {
      const bag = bagOf(schema);
      const sized = [bag.minLength, bag.minimum].filter((n): n is number => typeof n === 'number');
      return firstAccepted(schema, [...LEAF_CANDIDATES, ...sized.flatMap((n) => ['x'.repeat(n), n])]);
    }
  }
}

const INVALID_STRINGS = ['not-a-valid-value', '-1', '1.5', '0', 'true', 'x'.repeat(100), 'x'.repeat(2100)];

/**
 * A string the schema rejects (for a path or query value), or undefined when it takes any string
 * up to `maxLength` characters.
 */
export function invalidStringFor(
  schema: z.ZodType,
  options: { readonly allowEmpty: boolean; readonly maxLength: number },
): string | undefined {
  const candidates = [...(options.allowEmpty ? [''] : []), ...INVALID_STRINGS];
  return candidates.find((c) => c.length <= options.maxLength && !schema.safeParse(c).success);
}

/** The shape of an object schema (params, query), or undefined for anything else. */
export function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  return def.type === 'object' ? def.shape : undefined;
}

function firstAccepted(schema: z.ZodType, candidates: readonly unknown[]): unknown {
  return candidates.find((candidate) => candidate !== undefined && schema.safeParse(candidate).success);
}
