import {
  USER_ADMIN_PAGING,
  USER_SORT_FIELDS,
  type UserListQuery,
  UserStatus,
} from '@paydesk/contracts/user-admin/user-admin.schemas';

/**
 * A user list's filters, order and page in the URL (shareable, back-button safe): `q`, `status`,
 * `role`, `merchant`, `sort`, `dir`, `page` (from 1, as people count) and `size`. Anything
 * unreadable falls back to the default, so an edited link never breaks the page.
 */
export function userListQueryOf(params: URLSearchParams): UserListQuery {
  const status = UserStatus.safeParse(params.get('status'));
  const sortBy = USER_SORT_FIELDS.find((field) => field === params.get('sort')) ?? 'name';
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  const uuid = (value: string | null) =>
    value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
      ? value
      : undefined;
  const search = params.get('q')?.trim();
  return {
    pageIndex: Number.isInteger(page) && page > 1 ? page - 1 : 0,
    pageSize: (USER_ADMIN_PAGING.pageSizes as readonly number[]).includes(size)
      ? size
      : USER_ADMIN_PAGING.defaultPageSize,
    ...(search ? { search } : {}),
    ...(status.success ? { status: status.data } : {}),
    ...(uuid(params.get('role')) ? { roleId: uuid(params.get('role')) } : {}),
    ...(uuid(params.get('merchant')) ? { merchantId: uuid(params.get('merchant')) } : {}),
    sortBy,
    sortDirection: params.get('dir') === 'desc' ? 'desc' : 'asc',
  };
}

/** The URL parameters of a query: defaults are left out, so a plain list has a plain address. */
export function userListParamsOf(query: UserListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set('q', query.search);
  if (query.status) params.set('status', query.status);
  if (query.roleId) params.set('role', query.roleId);
  if (query.merchantId) params.set('merchant', query.merchantId);
  if (query.sortBy !== 'name') params.set('sort', query.sortBy);
  if (query.sortDirection !== 'asc') params.set('dir', query.sortDirection);
  if (query.pageIndex > 0) params.set('page', String(query.pageIndex + 1));
  if (query.pageSize !== USER_ADMIN_PAGING.defaultPageSize) params.set('size', String(query.pageSize));
  return params;
}
