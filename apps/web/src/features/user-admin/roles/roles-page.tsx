import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { holdsAny, permissionsFor } from '@paydesk/contracts/auth/permissions';
import type { ManagedUserType } from '@paydesk/contracts/user-admin/user-admin.schemas';
import type { CurrentUser } from '@paydesk/contracts/users/user-context.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RetryAlert } from '../../../components/load-state/retry-alert';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { useRoles } from '../api/user-admin-calls';
import { CompareRolesDialog } from './compare-roles-dialog';
import { RoleEditor } from './role-editor';

/** The key that lets a user change roles of each type. */
const WRITE_KEY = { crm: 'manageCrmRoles', merchant: 'manageMerchantRoles' } as const;

/**
 * The keys a user may put into a role of `type`: their own (nobody grants what they lack); in a
 * merchant role, staff of the tenant or the platform may grant every merchant key, since a
 * merchant role reaches only its merchant's own data, below the staff's level
 * (docs/administration.md "Who may grant what").
 */
export function grantableKeys(user: CurrentUser, type: ManagedUserType): ReadonlySet<string> {
  const staff = user.userType === 'crm' || user.userType === 'Platform';
  if (type === 'merchant' && staff)
    return new Set([...user.permissions, ...permissionsFor('merchant', 'onboarding')]);
  return new Set(user.permissions);
}

/**
 * `crm/users/managment` (the spec's spelling): the tenant's roles and merchant roles, each edited
 * key by key (View, Manage, Requires step-up), saved after a look at what changes, and two roles
 * compared side by side. The type and the role open are in the URL (`type`, `role`; `role=new`
 * for a new one).
 */
export function RolesPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const type: ManagedUserType = params.get('type') === 'merchant' ? 'merchant' : 'crm';
  const roles = useRoles(type);
  const [comparing, setComparing] = useState(false);
  const held = grantableKeys(me, type);
  const canWrite = holdsAny(me.permissions, [WRITE_KEY[type]]);
  const open = (next: { type?: ManagedUserType; role?: string | null }) => {
    const search = new URLSearchParams();
    const nextType = next.type ?? type;
    if (nextType !== 'crm') search.set('type', nextType);
    const role = next.role === undefined ? params.get('role') : next.role;
    if (role) search.set('role', role);
    setParams(search, { replace: true });
  };
  const list = roles.data ?? [];
  const selectedId = params.get('role') ?? list[0]?.id ?? null;
  const selected = list.find((role) => role.id === selectedId);
  const creating = selectedId === 'new';

  return (
    <Stack spacing={2}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', fontWeight: 600 }}>
        {t('userAdmin.headings.roles')}
      </Typography>
      <Tabs value={type} onChange={(_, value: ManagedUserType) => open({ type: value, role: null })}>
        <Tab value="crm" label={t('userAdmin.roles.tabs.crm')} />
        <Tab value="merchant" label={t('userAdmin.roles.tabs.merchant')} />
      </Tabs>
      {roles.isLoading && <LinearProgress aria-label={t('userAdmin.roles.loading')} />}
      {roles.isError && (
        <RetryAlert retryLabel={t('userAdmin.roles.retry')} onRetry={() => roles.refetch()}>
          {t('userAdmin.roles.loadFailed')}
        </RetryAlert>
      )}
      {roles.isSuccess && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Paper variant="outlined" sx={{ width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
            <Stack direction="row" spacing={1} sx={{ p: 1.5 }}>
              {canWrite && (
                <Button size="small" startIcon={<AddIcon />} onClick={() => open({ role: 'new' })}>
                  {t('userAdmin.roles.newRole')}
                </Button>
              )}
              <Button size="small" onClick={() => setComparing(true)} disabled={list.length < 2}>
                {t('userAdmin.roles.compare')}
              </Button>
            </Stack>
            {list.length === 0 ? (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {t('userAdmin.roles.none')}
              </Typography>
            ) : (
              <List dense aria-label={t('userAdmin.roles.listLabel')}>
                {list.map((role) => (
                  <ListItem key={role.id} disablePadding>
                    <ListItemButton
                      selected={role.id === selected?.id}
                      aria-current={role.id === selected?.id ? 'true' : undefined}
                      onClick={() => open({ role: role.id })}
                    >
                      <ListItemText
                        primary={role.name}
                        secondary={t('userAdmin.roles.users', { count: role.userCount })}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </Paper>
          <div style={{ flex: 1, minWidth: 0, width: '100%' }}>
            {(creating || selected) && (
              <RoleEditor
                // A new key per role: the editor's draft starts again from the role opened.
                key={`${type}:${creating ? 'new' : selected?.id}`}
                type={type}
                role={creating ? undefined : selected}
                held={held}
                canWrite={canWrite}
                mayAudit={holdsAny(me.permissions, ['CRM.Audit.View'])}
                onSaved={(role) => open({ role: role.id })}
              />
            )}
          </div>
        </Stack>
      )}
      {comparing && <CompareRolesDialog roles={list} onClose={() => setComparing(false)} />}
    </Stack>
  );
}
