import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { holdsAny } from '@paydesk/contracts/auth/permissions';
import type { ManagedUser, UserListQuery } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { USER_ADMIN_PAGING } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Column } from '../../../components/data-table/column';
import { PagedTable } from '../../../components/data-table/paged-table';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { formatDateTime } from '../../../lib/format/date-format';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { useManagedUsers } from '../api/user-admin-calls';
import { auditPathOf } from '../audit-path';
import { type PendingAction, UserActionConfirm } from './user-action-confirm';
import { managedTypeOf, type UserListKind } from './user-audience';
import { UserFilters } from './user-filters';
import { UserFormDialog } from './user-form-dialog';
import { UserLimitsDialog } from './user-limits-dialog';
import { userListParamsOf, userListQueryOf } from './user-list-params';
import { UserRowMenu } from './user-row-menu';

/** The pause after typing before the list searches. */
const SEARCH_DEBOUNCE_MS = 400;

type UserSortField = UserListQuery['sortBy'];

/** The dialog open over the list, if any. */
type OpenDialog =
  | { readonly kind: 'invite' }
  | { readonly kind: 'edit'; readonly user: ManagedUser }
  | { readonly kind: 'limits'; readonly user: ManagedUser };

/**
 * A list of users (tenant staff, a tenant's merchant users, or a merchant's own): searchable,
 * filtered by status, role (and merchant), sortable by its headings and paged, all in the URL;
 * each row's menu edits, limits, activates or deactivates, unlocks, sends a password reset or
 * deletes, each step confirmed first.
 */
export function UsersPage({ list }: { readonly list: UserListKind }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const query = userListQueryOf(params);
  const setQuery = (next: UserListQuery) => setParams(userListParamsOf(next), { replace: true });
  const [search, setSearch] = useState(query.search ?? '');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // The typed search reaches the URL (and the query) after a pause, starting at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text changes only
  useEffect(() => {
    if ((query.search ?? '') !== debounced)
      setQuery({ ...query, search: debounced || undefined, pageIndex: 0 });
  }, [debounced]);
  const users = useManagedUsers(managedTypeOf(list), query);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const navigate = useNavigate();
  const mayAudit = holdsAny(me.permissions, ['CRM.Audit.View']);

  const nameOf = (user: ManagedUser) => `${user.firstName} ${user.lastName}`;
  const columns: Column<ManagedUser, UserSortField>[] = [
    {
      key: 'name',
      header: t('userAdmin.list.columns.name'),
      sortKey: 'name',
      cell: (user) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <span>{nameOf(user)}</span>
          {user.id === me.id && <Chip size="small" label={t('userAdmin.list.you')} />}
        </Stack>
      ),
    },
    { key: 'email', header: t('userAdmin.list.columns.email'), sortKey: 'email', cell: (user) => user.email },
    ...(list === 'merchantOperator'
      ? [
          {
            key: 'merchant',
            header: t('userAdmin.list.columns.merchant'),
            cell: (user: ManagedUser) => user.merchantName,
          },
        ]
      : []),
    {
      key: 'roles',
      header: t('userAdmin.list.columns.roles'),
      cell: (user) => user.roles.map((role) => role.name).join(', '),
    },
    {
      key: 'status',
      header: t('userAdmin.list.columns.status'),
      sortKey: 'status',
      cell: (user) => <StatusPill value={user.status} label={t(`userAdmin.statuses.${user.status}`)} />,
    },
    {
      key: 'lastLoginTime',
      header: t('userAdmin.list.columns.lastLoginTime'),
      sortKey: 'lastLoginTime',
      cell: (user) => (user.lastLoginTime ? formatDateTime(user.lastLoginTime) : t('userAdmin.list.never')),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'actions',
      header: t('userAdmin.list.columns.actions'),
      align: 'right',
      cell: (user) => (
        <UserRowMenu
          user={user}
          isSelf={user.id === me.id}
          onEdit={() => setDialog({ kind: 'edit', user })}
          onLimits={() => setDialog({ kind: 'limits', user })}
          onAction={(action) => setPending({ action, user })}
          onHistory={mayAudit ? () => navigate(auditPathOf('user', user.id)) : undefined}
        />
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
            {t(`userAdmin.headings.${list}`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`userAdmin.intros.${list}`)}
          </Typography>
        </div>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'invite' })}>
          {t('userAdmin.list.invite')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <UserFilters list={list} query={query} search={search} onSearch={setSearch} onChange={setQuery} />
        <PagedTable
          label={t('userAdmin.list.tableLabel')}
          columns={columns}
          rowKey={(user) => user.id}
          sort={{
            order: { sortBy: query.sortBy, sortDirection: query.sortDirection },
            onChange: (order) => setQuery({ ...query, ...order, pageIndex: 0 }),
          }}
          query={users}
          page={{ pageIndex: query.pageIndex, pageSize: query.pageSize }}
          pageSizes={USER_ADMIN_PAGING.pageSizes}
          onPageChange={(page) => setQuery({ ...query, ...page })}
          loadingLabel={t('userAdmin.list.loading')}
          loadFailed={t('userAdmin.list.loadFailed')}
          retryLabel={t('userAdmin.list.retry')}
          emptyText={t('userAdmin.list.empty')}
        />
      </Paper>
      {dialog?.kind === 'invite' && <UserFormDialog list={list} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <UserFormDialog list={list} user={dialog.user} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'limits' && (
        <UserLimitsDialog list={list} user={dialog.user} onClose={() => setDialog(null)} />
      )}
      {pending && <UserActionConfirm list={list} pending={pending} onClose={() => setPending(null)} />}
    </Stack>
  );
}
