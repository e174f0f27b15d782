import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Widget } from '@paydesk/contracts/dashboards/widget.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useNotify } from '../../../components/feedback/feedback-context';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { useCatalogue, useDeleteWidget, useTenantChoices } from './management-calls';
import { ManagementHeading } from './management-heading';
import { WidgetAssignment } from './widget-assignment';
import { WidgetFormDialog } from './widget-form-dialog';

/**
 * The widget catalogue (crm/settings/dashboard/management/Widgets-settings, platform staff): the
 * widgets by category, created, edited and deleted here, and which widgets each tenant gets.
 */
export function WidgetsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const catalogue = useCatalogue();
  const tenants = useTenantChoices(true);
  const remove = useDeleteWidget();
  const [editing, setEditing] = useState<Widget | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Widget | null>(null);
  const [tenantId, setTenantId] = useState<string | null>(null);
  const categories = catalogue.data?.items ?? [];
  const tenant = tenants.data?.data.find((row) => row.tenantId === tenantId);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ManagementHeading page="widgets" />
      <Box>
        <Button variant="contained" disabled={categories.length === 0} onClick={() => setEditing('new')}>
          {t('dashboards.management.widgets.create')}
        </Button>
      </Box>
      {catalogue.isError ? (
        <RetryAlert retryLabel={t('dashboards.widget.retry')} onRetry={() => void catalogue.refetch()}>
          {t('dashboards.management.widgets.loadFailed')}
        </RetryAlert>
      ) : null}
      {categories.map((category) => (
        <Box key={category.id} component="section" aria-label={category.name}>
          <Typography component="h2" variant="h6">
            {category.name}
          </Typography>
          <Table size="small" aria-label={category.name}>
            <TableHead>
              <TableRow>
                <TableCell>{t('dashboards.management.widgets.fields.name')}</TableCell>
                <TableCell>{t('dashboards.management.widgets.fields.widgetType')}</TableCell>
                <TableCell>{t('dashboards.management.widgets.fields.dataSourceEndpoint')}</TableCell>
                <TableCell>{t('dashboards.management.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {category.widgets.map((widget) => (
                <TableRow key={widget.widgetId}>
                  <TableCell>{widget.name}</TableCell>
                  <TableCell>{t(`dashboards.types.${widget.data.configuration.widgetType}`)}</TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>{widget.dataSourceEndpoint ?? '—'}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <Button size="small" onClick={() => setEditing(widget)}>
                      {t('dashboards.management.edit')}
                    </Button>
                    <Button size="small" color="error" onClick={() => setDeleting(widget)}>
                      {t('dashboards.management.delete')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ))}
      <Box component="section" aria-labelledby="tenant-widgets" sx={{ display: 'grid', gap: 2 }}>
        <Typography id="tenant-widgets" component="h2" variant="h6">
          {t('dashboards.management.widgets.tenantHeading')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('dashboards.management.tenant')}
          value={tenantId ?? ''}
          onChange={(event) => setTenantId(event.target.value || null)}
          sx={{ maxWidth: 320 }}
        >
          {(tenants.data?.data ?? []).map((row) => (
            <MenuItem key={row.tenantId} value={row.tenantId}>
              {row.tenantName}
            </MenuItem>
          ))}
        </TextField>
        <WidgetAssignment kind="tenant" targetId={tenantId} targetName={tenant?.tenantName ?? ''} />
      </Box>
      {editing ? (
        <WidgetFormDialog
          widget={editing === 'new' ? null : editing}
          categories={categories}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            notify.success(t('dashboards.management.saved', { name }));
            setEditing(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('dashboards.management.widgets.deleteTitle', { name: deleting?.name ?? '' })}
        message={t('dashboards.management.widgets.deleteMessage')}
        confirmLabel={t('dashboards.management.delete')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { categoryId: deleting.categoryId, widgetId: deleting.widgetId },
            {
              onSuccess: () => notify.success(t('dashboards.management.deleted', { name: deleting.name })),
              onSettled: () => setDeleting(null),
            },
          )
        }
      />
    </Box>
  );
}
