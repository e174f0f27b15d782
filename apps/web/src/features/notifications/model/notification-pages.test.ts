import { describe, expect, it } from 'vitest';
import { aNotification, listOf, someNotifications } from '../../../test/fixtures/notification-fixtures';
import {
  emptied,
  heldNotifications,
  type NotificationPages,
  newestCreated,
  nextPageIndex,
  pageOf,
  withAllRead,
  withNewNotifications,
  without,
  withRead,
} from './notification-pages';

const pagesOf = (...lists: ReturnType<typeof listOf>[]): NotificationPages => ({
  pages: lists.map(pageOf),
  pageParams: lists.map((_, i) => i),
});

describe('notification pages', () => {
  it('asks for the next page after a full page of 10', () => {
    const full = pageOf(listOf(someNotifications(10)));
    expect(nextPageIndex(full, [full])).toBe(1);
    expect(nextPageIndex(full, [full, full])).toBe(2);
  });

  it('ends at a page of fewer than 10, or an empty one (spec §9)', () => {
    const short = pageOf(listOf(someNotifications(9)));
    const empty = pageOf(listOf([]));
    expect(nextPageIndex(short, [short])).toBeUndefined();
    expect(nextPageIndex(empty, [empty])).toBeUndefined();
  });

  it('judges the end by what the server served, not by what a delete left', () => {
    const items = someNotifications(10);
    const data = without(pagesOf(listOf(items)), items[0]!.id);
    expect(data.pages[0]!.data).toHaveLength(9);
    expect(nextPageIndex(data.pages[0]!, data.pages)).toBe(1);
  });

  it('lists each item once, newest first, when pages overlap', () => {
    const items = someNotifications(12);
    const data = pagesOf(listOf(items.slice(0, 10)), listOf(items.slice(9, 12)));
    expect(heldNotifications(data).map((n) => n.id)).toEqual(items.map((n) => n.id));
  });

  it('finds the newest created', () => {
    const items = someNotifications(3);
    expect(newestCreated(pagesOf(listOf([items[2]!, items[0]!, items[1]!])))).toBe(items[0]!.created);
    expect(newestCreated(pagesOf(listOf([])))).toBeNull();
    expect(newestCreated(undefined)).toBeNull();
  });

  it('puts new notifications on top and ignores those already held', () => {
    const held = someNotifications(2);
    const fresh = aNotification({ created: new Date(Date.parse(held[0]!.created) + 5_000).toISOString() });
    const { data, added } = withNewNotifications(pagesOf(listOf(held)), [held[1]!, fresh, fresh]);
    expect(added).toEqual([fresh]);
    expect(data.pages[0]!.data.map((n) => n.id)).toEqual([fresh.id, held[0]!.id, held[1]!.id]);
    expect(data.pages[0]!.served).toBe(2);
  });

  it('marks read, marks all read, deletes and empties', () => {
    const items = someNotifications(3);
    const data = pagesOf(listOf(items));
    expect(withRead(data, items[1]!.id).pages[0]!.data.map((n) => n.isRead)).toEqual([false, true, false]);
    expect(withAllRead(data).pages[0]!.data.every((n) => n.isRead)).toBe(true);
    expect(heldNotifications(without(data, items[0]!.id))).toHaveLength(2);
    expect(emptied().pages).toEqual([{ result: 'success', data: [], unreadNotificationCount: 0, served: 0 }]);
  });
});
