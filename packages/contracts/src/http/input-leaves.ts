import type { z } from 'zod';
import { isTextSchema } from '../validation/text';

/** A value an endpoint accepts that is not made of other values: where bad input lands. */
export interface InputLeaf {
  /** Where it sits: `.field`, `[]` for an array's items, `{}` for a record's values, `<key>` for its keys. */
  readonly path: string;
  /** The zod type of the leaf (`string`, `number`, `enum`, `unknown` …). */
  readonly type: string;
  /** For a string: its format (`uuid`, `datetime` …), if it has one. */
  readonly format?: string;
  /** For a string: made by the one text schema (validation/text.ts). */
  readonly isText: boolean;
}

/** String formats that admit only a short, fixed alphabet: nothing else to check on them. */
export const BOUNDED_STRING_FORMATS: ReadonlySet<string> = new Set([
  'uuid',
  'guid',
  'datetime',
  'date',
  'time',
]);

/**
 * Whether a leaf is input the server can take without more checks: text made by the one text
 * schema, a string of a bounded format, or not a free string at all (a number, an enum, a literal).
 * `unknown` and `any` are never safe: whatever they hold reaches the handler unchecked.
 */
export function isSafeLeaf(leaf: InputLeaf): boolean {
  if (leaf.type === 'unknown' || leaf.type === 'any' || leaf.type === 'transform') return false;
  if (leaf.type !== 'string') return true;
  return leaf.isText || (leaf.format !== undefined && BOUNDED_STRING_FORMATS.has(leaf.format));
}

interface Def {
  readonly type: string;
  readonly format?: string;
  readonly shape?: Record<string, z.ZodType>;
  readonly innerType?: z.ZodType;
  readonly element?: z.ZodType;
  readonly options?: readonly z.ZodType[];
  readonly items?: readonly z.ZodType[];
  readonly rest?: z.ZodType | null;
  readonly left?: z.ZodType;
  readonly right?: z.ZodType;
  readonly in?: z.ZodType;
  readonly out?: z.ZodType;
  readonly keyType?: z.ZodType;
  readonly valueType?: z.ZodType;
  readonly getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Wrappers whose input is their inner type's input. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

/**
 * Every leaf of what a schema accepts (its input side: a pipe's input, not what it transforms to),
 * walked through objects, arrays, unions, records and wrappers.
 */
export function inputLeaves(schema: z.ZodType, path = '', seen = new Set<z.ZodType>()): InputLeaf[] {
  if (seen.has(schema)) return [];
  const def = defOf(schema);
  const walk = (inner: z.ZodType | null | undefined, at: string) =>
    inner ? inputLeaves(inner, at, new Set([...seen, schema])) : [];
  if (WRAPPERS.has(def.type)) return walk(def.innerType, path);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, value]) => walk(value, `${path}.${key}`));
    case 'array':
    case 'set':
      return walk(def.element ?? def.valueType, `${path}[]`);
    case 'tuple':
      return [
        ...(def.items ?? []).flatMap((item, index) => walk(item, `${path}[${index}]`)),
        ...walk(def.rest, `${path}[]`),
      ];
    case 'union':
      return (def.options ?? []).flatMap((option) => walk(option, path));
    case 'intersection':
      return [...walk(def.left, path), ...walk(def.right, path)];
    case 'pipe':
      // A preprocess (a transform into a schema) is checked by what it pipes into.
      return def.in && defOf(def.in).type === 'transform' ? walk(def.out, path) : walk(def.in, path);
    case 'record':
    case 'map':
      return [...walk(def.keyType, `${path}<key>`), ...walk(def.valueType, `${path}{}`)];
    case 'lazy':
      return walk(def.getter?.(), path);
    default:
      return [{ path: path || '.', type: def.type, format: def.format, isText: isTextSchema(schema) }];
  }
}
