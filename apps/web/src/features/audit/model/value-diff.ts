/**
 * A field-by-field difference of an audit row's before and after. Nested objects are walked down to
 * their leaves, named by path (`profile.name`, `items[0].amount`); a leaf is any value that is not a
 * plain object or array (an empty object or array is a leaf too, so its appearing still shows).
 * Pure, so the panel's diff is tested without drawing it.
 */
export type FieldChange =
  | { readonly kind: 'added'; readonly path: string; readonly after: unknown }
  | { readonly kind: 'removed'; readonly path: string; readonly before: unknown }
  | { readonly kind: 'changed'; readonly path: string; readonly before: unknown; readonly after: unknown };

function isBranch(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

/** Every leaf of `value` by its path; a value that is itself a leaf has the path ''. */
export function leavesOf(value: unknown, path = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (!isBranch(value)) {
    into.set(path, value);
    return into;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) leavesOf(item, `${path}[${index}]`, into);
  } else {
    for (const [key, member] of Object.entries(value)) leavesOf(member, path ? `${path}.${key}` : key, into);
  }
  return into;
}

/** Same value, comparing what JSON would carry (the trail's values are JSON). */
function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * What changed from `before` to `after`, in the order the fields first appear (before's fields,
 * then those only after has). A null or absent side has no fields: a created resource's fields are
 * all added, a deleted one's all removed.
 */
export function diffValues(before: unknown, after: unknown): FieldChange[] {
  const old = before === null || before === undefined ? new Map<string, unknown>() : leavesOf(before);
  const now = after === null || after === undefined ? new Map<string, unknown>() : leavesOf(after);
  const changes: FieldChange[] = [];
  for (const [path, value] of old) {
    if (!now.has(path)) changes.push({ kind: 'removed', path, before: value });
    else if (!same(value, now.get(path)))
      changes.push({ kind: 'changed', path, before: value, after: now.get(path) });
  }
  for (const [path, value] of now) {
    if (!old.has(path)) changes.push({ kind: 'added', path, after: value });
  }
  return changes;
}

/** A leaf as the panel shows it: text as it is, anything else as JSON. */
export function shownValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return JSON.stringify(value);
}
