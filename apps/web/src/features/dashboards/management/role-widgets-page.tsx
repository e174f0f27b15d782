import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { useRoleWidgets, useTenantChoices } from './management-calls';
import { ManagementHeading } from './management-heading';
import { WidgetAssignment } from './widget-assignment';

/**
 * Which widgets each tenant role or merchant role gets (crm/settings/dashboard/management/tenant/roles
 * and …/merchant/roles, spec §6). Tenant staff see their tenant's roles; platform staff choose the
 * tenant first.
 */
export function RoleWidgetsPage({ roleType }: { readonly roleType: 'crm' | 'merchant' }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const platform = user.userType === 'Platform';
  const tenants = useTenantChoices(platform);
  const [tenantId, setTenantId] = useState<string | null>(null);
  const roles = useRoleWidgets(tenantId, !platform || tenantId !== null);
  const [roleId, setRoleId] = useState<string | null>(null);
  const ofType = (roles.data?.items ?? []).filter((role) => role.roleType === roleType);
  const role = ofType.find((r) => r.roleId === roleId) ?? null;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <ManagementHeading page={roleType === 'crm' ? 'tenantRoles' : 'merchantRoles'} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {platform ? (
          <TextField
            select
            size="small"
            label={t('dashboards.management.tenant')}
            value={tenantId ?? ''}
            onChange={(event) => {
              setTenantId(event.target.value || null);
              setRoleId(null);
            }}
            sx={{ minWidth: 240 }}
          >
            {(tenants.data?.data ?? []).map((tenant) => (
              <MenuItem key={tenant.tenantId} value={tenant.tenantId}>
                {tenant.tenantName}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          select
          size="small"
          label={t('dashboards.management.role')}
          value={roleId ?? ''}
          onChange={(event) => setRoleId(event.target.value || null)}
          disabled={ofType.length === 0}
          sx={{ minWidth: 240 }}
        >
          {ofType.map((r) => (
            <MenuItem key={r.roleId} value={r.roleId}>
              {r.roleName}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <WidgetAssignment kind={roleType} targetId={role?.roleId ?? null} targetName={role?.roleName ?? ''} />
    </Box>
  );
}
