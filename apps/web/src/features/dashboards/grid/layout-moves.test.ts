import { describe, expect, it } from 'vitest';
import { changedPlaces, inReadingOrder, moveInOrder, resizeBy } from './layout-moves';

const items = [
  { key: 'b', x: 6, y: 0, w: 6, h: 3 },
  { key: 'a', x: 0, y: 0, w: 6, h: 3 },
  { key: 'c', x: 0, y: 3, w: 3, h: 2 },
];

describe('moving widgets without a mouse', () => {
  it('reads top to bottom, left to right', () => {
    expect(inReadingOrder(items).map((i) => i.key)).toEqual(['a', 'b', 'c']);
  });

  it('swaps a widget with the one before or after it', () => {
    const moved = moveInOrder(items, 'c', -1);
    expect(moved.find((i) => i.key === 'c')).toMatchObject({ x: 6, y: 0 });
    expect(moved.find((i) => i.key === 'b')).toMatchObject({ x: 0, y: 3 });
    expect(moveInOrder(items, 'a', -1)).toEqual(items);
  });

  it('keeps a wide widget inside the grid when it moves right', () => {
    const wide = [
      { key: 'a', x: 0, y: 0, w: 12, h: 3 },
      { key: 'b', x: 9, y: 3, w: 3, h: 3 },
    ];
    expect(moveInOrder(wide, 'a', 1).find((i) => i.key === 'a')).toMatchObject({ x: 0, y: 3, w: 12 });
  });

  it('widens and narrows within 1 and 12 columns and the right edge', () => {
    expect(resizeBy(items, 'b', 3).find((i) => i.key === 'b')).toMatchObject({ x: 3, w: 9 });
    expect(resizeBy(items, 'c', -6).find((i) => i.key === 'c')).toMatchObject({ w: 1 });
  });

  it('saves only what changed', () => {
    expect(changedPlaces(items, resizeBy(items, 'c', 3)).map((i) => i.key)).toEqual(['c']);
  });
});
