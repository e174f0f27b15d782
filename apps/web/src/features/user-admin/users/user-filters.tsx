import Stack from '@mui/material/Stack';
import { type UserListQuery, UserStatus } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/forms/select/option-select';
import { TextInput } from '../../../components/forms/text/text-input';
import { useActiveMerchants } from '../../../lib/api/active-merchants';
import { useRoleOptions } from '../api/user-admin-calls';
import { managedTypeOf, type UserListKind } from './user-audience';

/** The list's search and filters; every change starts again at the first page. */
export function UserFilters({
  list,
  query,
  search,
  onSearch,
  onChange,
}: {
  readonly list: UserListKind;
  readonly query: UserListQuery;
  /** The search as typed (the query follows it after a pause). */
  readonly search: string;
  readonly onSearch: (text: string) => void;
  readonly onChange: (query: UserListQuery) => void;
}) {
  const { t } = useTranslation();
  const roles = useRoleOptions(managedTypeOf(list)).data ?? [];
  const merchants = useActiveMerchants(list === 'merchantOperator').data ?? [];
  const set = (patch: Partial<UserListQuery>) => onChange({ ...query, ...patch, pageIndex: 0 });
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ p: 2, alignItems: { md: 'flex-start' } }}
    >
      <TextInput
        name="search"
        type="search"
        label={t('userAdmin.list.search')}
        value={search}
        onChange={onSearch}
        fullWidth
      />
      <OptionSelect
        name="status"
        label={t('userAdmin.list.status')}
        value={query.status ?? ''}
        onChange={(value) => set({ status: UserStatus.safeParse(value).data })}
        options={UserStatus.options.map((status) => ({
          value: status,
          label: t(`userAdmin.statuses.${status}`),
        }))}
      />
      <OptionSelect
        name="role"
        label={t('userAdmin.list.role')}
        value={query.roleId ?? ''}
        onChange={(value) => set({ roleId: value || undefined })}
        options={roles}
      />
      {list === 'merchantOperator' && (
        <OptionSelect
          name="merchant"
          label={t('userAdmin.list.merchant')}
          value={query.merchantId ?? ''}
          onChange={(value) => set({ merchantId: value || undefined })}
          options={merchants.map((m) => ({ value: m.id, label: m.name }))}
        />
      )}
    </Stack>
  );
}
