import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TenantDetails } from '@paydesk/contracts/tenants/tenants.schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import type { Column } from '../../../components/data-table/column';
import { PagedTable } from '../../../components/data-table/paged-table';
import { useNotify } from '../../../components/feedback/feedback-context';
import { StatusPill } from '../../../components/status-pill/status-pill';
import { formatDateTime } from '../../../lib/format/date-format';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { errorMessageOf } from '../../../lib/http/error-message';
import {
  type TenantListQuery,
  useTenantActivation,
  useTenantSettings,
  useTenants,
} from '../api/tenant-admin-calls';
import { PageHeading } from '../headings';
import { TenantFormDialog } from './tenant-form-dialog';

const SEARCH_DEBOUNCE_MS = 400;
const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * crm/tenant-management/tenants: the tenants by name, searchable, with an Active/Inactive pill;
 * create a tenant (and invite its first administrator), edit one with a live preview of its theme,
 * activate or deactivate it after a confirmation that says what happens to its users.
 */
export function TenantsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [query, setQuery] = useState<TenantListQuery>({ pageIndex: 0, pageSize: 10 });
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the debounced text changes only
  useEffect(() => {
    if ((query.searchKey ?? '') !== debounced)
      setQuery({ ...query, searchKey: debounced || undefined, pageIndex: 0 });
  }, [debounced]);
  const tenants = useTenants(query);
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | undefined>();
  const editing = useTenantSettings(editingId);
  const [pending, setPending] = useState<TenantDetails | null>(null);
  const activation = useTenantActivation();

  const confirm = async () => {
    if (!pending) return;
    const action = pending.isActive ? 'deactivate' : 'activate';
    try {
      await activation.mutateAsync({ tenantId: pending.tenantId, isActive: !pending.isActive });
      notify.success(t(`tenantAdmin.tenants.confirm.${action}.done`, { name: pending.tenantName }));
    } catch (error) {
      notify.error(await errorMessageOf(error));
    }
    setPending(null);
  };

  const columns: Column<TenantDetails>[] = [
    { key: 'name', header: t('tenantAdmin.tenants.columns.name'), cell: (row) => row.tenantName },
    {
      key: 'status',
      header: t('tenantAdmin.tenants.columns.status'),
      cell: (row) => {
        const status = row.isActive ? 'Active' : 'Inactive';
        return <StatusPill value={status} label={t(`tenantAdmin.tenants.statuses.${status}`)} />;
      },
    },
    {
      key: 'merchants',
      header: t('tenantAdmin.tenants.columns.merchants'),
      align: 'right',
      cell: (row) => row.merchantCount,
    },
    {
      key: 'supportEmail',
      header: t('tenantAdmin.tenants.columns.supportEmail'),
      cell: (row) => row.supportEmail ?? '',
    },
    {
      key: 'created',
      header: t('tenantAdmin.tenants.columns.created'),
      cell: (row) => formatDateTime(row.createdOn),
      sx: { whiteSpace: 'nowrap' },
    },
    {
      key: 'actions',
      header: t('tenantAdmin.tenants.columns.actions'),
      align: 'right',
      cell: (row) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            onClick={() => setEditingId(row.tenantId)}
            aria-label={`${t('tenantAdmin.tenants.edit')} ${row.tenantName}`}
          >
            {t('tenantAdmin.tenants.edit')}
          </Button>
          <Button
            size="small"
            color={row.isActive ? 'error' : 'primary'}
            onClick={() => setPending(row)}
            aria-label={`${t(row.isActive ? 'tenantAdmin.tenants.deactivate' : 'tenantAdmin.tenants.activate')} ${row.tenantName}`}
          >
            {t(row.isActive ? 'tenantAdmin.tenants.deactivate' : 'tenantAdmin.tenants.activate')}
          </Button>
        </Stack>
      ),
    },
  ];

  const action = pending?.isActive ? 'deactivate' : 'activate';
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <PageHeading title={t('tenantAdmin.tenants.heading')} intro={t('tenantAdmin.tenants.intro')} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('tenantAdmin.tenants.create')}
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ minWidth: 0 }}>
        <Stack sx={{ p: 2 }}>
          <TextField
            type="search"
            size="small"
            label={t('tenantAdmin.tenants.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 255 } }}
            sx={{ maxWidth: 360 }}
          />
        </Stack>
        <PagedTable
          label={t('tenantAdmin.tenants.tableLabel')}
          columns={columns}
          rowKey={(row) => row.tenantId}
          query={tenants}
          page={{ pageIndex: query.pageIndex, pageSize: query.pageSize }}
          pageSizes={PAGE_SIZES}
          onPageChange={(page) => setQuery({ ...query, ...page })}
          loadingLabel={t('tenantAdmin.tenants.loading')}
          loadFailed={t('tenantAdmin.tenants.loadFailed')}
          retryLabel={t('tenantAdmin.tenants.retry')}
          emptyText={t('tenantAdmin.tenants.empty')}
        />
      </Paper>
      {creating && <TenantFormDialog onClose={() => setCreating(false)} />}
      {editingId && editing.data && (
        <TenantFormDialog key={editingId} tenant={editing.data} onClose={() => setEditingId(undefined)} />
      )}
      {pending && (
        <ConfirmDialog
          open
          title={t(`tenantAdmin.tenants.confirm.${action}.title`, { name: pending.tenantName })}
          message={t(`tenantAdmin.tenants.confirm.${action}.message`, { name: pending.tenantName })}
          confirmLabel={t(`tenantAdmin.tenants.${action}`)}
          busy={activation.isPending}
          destructive={action === 'deactivate'}
          onConfirm={confirm}
          onCancel={() => setPending(null)}
        />
      )}
    </Stack>
  );
}
