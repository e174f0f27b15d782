import { describe, expect, it } from 'vitest';
import { makeLabel } from '../../../test/fixtures/support-fixtures';
import { moveLabel } from './label-order';

const [a, b, c] = [makeLabel('a', 'A'), makeLabel('b', 'B'), makeLabel('c', 'C')];

describe('moveLabel', () => {
  it('moves down and up, renumbering the sort order', () => {
    expect(moveLabel([a, b, c], 0, 2).map((l) => [l.labelId, l.sortOrder])).toEqual([
      ['b', 0],
      ['c', 1],
      ['a', 2],
    ]);
    expect(moveLabel([a, b, c], 2, 1).map((l) => l.labelId)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the list as it is for a move outside it or onto itself', () => {
    expect(moveLabel([a, b, c], 1, 1).map((l) => l.labelId)).toEqual(['a', 'b', 'c']);
    expect(moveLabel([a, b, c], 0, 3).map((l) => l.labelId)).toEqual(['a', 'b', 'c']);
    expect(moveLabel([a, b, c], -1, 0).map((l) => l.labelId)).toEqual(['a', 'b', 'c']);
  });
});
