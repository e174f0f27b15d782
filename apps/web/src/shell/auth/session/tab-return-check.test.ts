import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionSubject } from './session-subject';
import { mustForceLogout, watchTabReturn } from './tab-return-check';

describe('returning to a tab (spec §4)', () => {
  it.each([
    ['no user in this tab', null, 'alice', false],
    ['the same subject', 'alice', 'alice', false],
    ['no session in the browser', 'alice', null, true],
    ['a different subject', 'alice', 'bob', true],
  ])('%s -> force logout %s', (_, tab, browser, expected) => {
    expect(mustForceLogout(tab, browser)).toBe(expected);
  });

  describe('on visibilitychange', () => {
    let detach: () => void = () => undefined;
    afterEach(() => {
      detach();
      vi.restoreAllMocks();
    });

    function show(state: 'visible' | 'hidden') {
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
      document.dispatchEvent(new Event('visibilitychange'));
    }

    it('forces logout when the tab is shown and the session changed', () => {
      const onForced = vi.fn();
      sessionSubject.set('bob');
      detach = watchTabReturn(() => 'alice', onForced);
      show('hidden');
      expect(onForced).not.toHaveBeenCalled();
      show('visible');
      expect(onForced).toHaveBeenCalledTimes(1);
    });

    it('leaves the tab alone when the session is the same', () => {
      const onForced = vi.fn();
      sessionSubject.set('alice');
      detach = watchTabReturn(() => 'alice', onForced);
      show('visible');
      expect(onForced).not.toHaveBeenCalled();
    });
  });
});
