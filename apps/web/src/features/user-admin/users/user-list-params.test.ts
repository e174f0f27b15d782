import { describe, expect, it } from 'vitest';
import { userListParamsOf, userListQueryOf } from './user-list-params';

const ROLE = 'a1a1a1a1-b2b2-4c3c-8d4d-e5e5e5e5e5e5';

describe('a user list in the URL', () => {
  it('reads the defaults from a plain address, and writes none back', () => {
    const query = userListQueryOf(new URLSearchParams());
    expect(query).toEqual({ pageIndex: 0, pageSize: 20, sortBy: 'name', sortDirection: 'asc' });
    expect(userListParamsOf(query).toString()).toBe('');
  });

  it('round-trips every filter, the order and the page', () => {
    const address = `q=ada&status=Locked&role=${ROLE}&sort=lastLoginTime&dir=desc&page=3&size=50`;
    const query = userListQueryOf(new URLSearchParams(address));
    expect(query).toEqual({
      pageIndex: 2,
      pageSize: 50,
      search: 'ada',
      status: 'Locked',
      roleId: ROLE,
      sortBy: 'lastLoginTime',
      sortDirection: 'desc',
    });
    expect(userListQueryOf(userListParamsOf(query))).toEqual(query);
  });

  it('falls back to the default for what it cannot read', () => {
    const query = userListQueryOf(new URLSearchParams('status=Gone&role=x&sort=password&page=-2&size=33'));
    expect(query).toEqual({ pageIndex: 0, pageSize: 20, sortBy: 'name', sortDirection: 'asc' });
  });
});
