import { inputLeaves, isSafeLeaf } from '@paydesk/contracts/http/input-leaves';
import { describe, expect, it } from 'vitest';
import { SERVED_ENDPOINTS } from './modules';

/**
 * What every endpoint accepts is bounded, checked text wherever it is a free string (contracts
 * validation/text.ts): no string without a maximum, none that lets a NUL through to PostgreSQL. The
 * served endpoints are every declaration of the contracts (routes-declared.test.ts proves it).
 */
const PARTS = ['params', 'query', 'body', 'headers'] as const;

function everyInputLeaf() {
  return SERVED_ENDPOINTS.flatMap((endpoint) =>
    PARTS.flatMap((part) => {
      const schema = endpoint[part];
      return schema
        ? inputLeaves(schema).map((leaf) => ({ ...leaf, name: `${endpoint.id} ${part}${leaf.path}` }))
        : [];
    }),
  );
}

describe('what the endpoints accept', () => {
  it('is text of the one text schema (bounded, without control characters) wherever it is a free string', () => {
    const leaves = everyInputLeaf();
    expect(leaves.length).toBeGreaterThan(300);
    const unsafe = leaves
      .filter((leaf) => !isSafeLeaf(leaf))
      .map((leaf) => `${leaf.name} (${leaf.format ?? leaf.type})`);
    expect(unsafe).toEqual([]);
  });
});
