import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowSelection } from '../../../lib/hooks/use-row-selection';
import { useLimitedSelection } from './limited-selection';

describe('a selection with a limit', () => {
  it('never holds more ids than the limit: a checkbox past it does nothing, a page adds what fits', () => {
    const { result } = renderHook(() => useLimitedSelection(useRowSelection(), 3));
    act(() => result.current.setMany(['a', 'b'], true));
    act(() => result.current.setMany(['b', 'c', 'd', 'e'], true));
    expect(result.current.ids).toEqual(['a', 'b', 'c']);
    act(() => result.current.toggle('d'));
    expect(result.current.count).toBe(3);
    act(() => result.current.toggle('a'));
    act(() => result.current.toggle('d'));
    expect(result.current.ids).toEqual(['b', 'c', 'd']);
    act(() => result.current.setMany(['b', 'c'], false));
    expect(result.current.ids).toEqual(['d']);
  });
});
