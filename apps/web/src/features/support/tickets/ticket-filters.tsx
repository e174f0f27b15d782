import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '@paydesk/contracts/support/support.model';
import { useTranslation } from 'react-i18next';
import { useAssignableUsers } from '../api/support-options-queries';
import { useCustomerOptions, useTenantOptions } from '../contact-support/use-ticket-options';
import { useSupportLabels } from '../labels/use-support-labels';
import type { SupportArea } from '../model/support-area';
import { hasFilters, NO_FILTERS, type TicketListState } from '../model/ticket-list-params';
import { personName } from '../shared/person-name';
import { FilterSelect } from './filter-select';
import { SearchFilter } from './search-filter';

interface TicketFiltersProps {
  readonly area: SupportArea;
  readonly state: TicketListState;
  readonly update: (patch: Partial<TicketListState>) => void;
}

/** Whether the list shows tickets the reader answers (then assignee filters make sense). */
export function isHandlerList(area: SupportArea, state: TicketListState): boolean {
  return (
    area === 'platform' || (area === 'tenant' && state.ticketChannelType === 'CustomerToTenantTicketChannel')
  );
}

/** The server-side filters of the ticket list (issue 4), all kept in the URL. */
export function TicketFilters({ area, state, update }: TicketFiltersProps) {
  const { t } = useTranslation();
  const handler = isHandlerList(area, state);
  const labels = useSupportLabels();
  const assignable = useAssignableUsers(handler);
  const customers = useCustomerOptions(area === 'tenant' && handler, false, null);
  const tenants = useTenantOptions(area === 'platform');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <SearchFilter value={state.searchKey} onSearch={(searchKey) => update({ searchKey })} />
      <FilterSelect
        multiple
        name="status"
        label={t('support.list.filters.status')}
        options={TICKET_STATUSES.map((value) => ({ value, label: t(`support.statuses.${value}`) }))}
        value={state.status}
        onChange={(status) => update({ status: status as TicketListState['status'] })}
      />
      <FilterSelect
        multiple
        name="priority"
        label={t('support.list.filters.priority')}
        options={TICKET_PRIORITIES.map((value) => ({ value, label: t(`support.priorities.${value}`) }))}
        value={state.priority}
        onChange={(priority) => update({ priority: priority as TicketListState['priority'] })}
      />
      <FilterSelect
        multiple
        name="category"
        label={t('support.list.filters.category')}
        options={TICKET_CATEGORIES.map((value) => ({ value, label: t(`support.categories.${value}`) }))}
        value={state.category}
        onChange={(category) => update({ category: category as TicketListState['category'] })}
      />
      <FilterSelect
        name="labelId"
        label={t('support.list.filters.label')}
        options={(labels.data ?? []).map((l) => ({ value: l.labelId, label: l.value }))}
        value={state.labelId}
        onChange={(labelId) => update({ labelId })}
      />
      {handler && (
        <FilterSelect
          name="assignee"
          label={t('support.list.filters.assignee')}
          options={[
            { value: 'me', label: t('support.list.filters.me') },
            { value: 'unassigned', label: t('support.list.filters.unassigned') },
            ...(assignable.data ?? []).map((u) => ({ value: u.email, label: personName(u) ?? u.email })),
          ]}
          value={state.assignee}
          onChange={(assignee) => update({ assignee })}
        />
      )}
      {area === 'tenant' && handler && (
        <FilterSelect
          name="customerId"
          label={t('support.list.filters.customer')}
          options={customers.options}
          value={state.customerId}
          onChange={(customerId) => update({ customerId })}
        />
      )}
      {area === 'platform' && (
        <FilterSelect
          name="tenantId"
          label={t('support.list.filters.tenant')}
          options={tenants.options}
          value={state.tenantId}
          onChange={(tenantId) => update({ tenantId })}
        />
      )}
      <FormControlLabel
        control={<Switch checked={state.unreadOnly} onChange={(_, unreadOnly) => update({ unreadOnly })} />}
        label={t('support.list.filters.unreadOnly')}
      />
      {hasFilters(state) && (
        <Button onClick={() => update(NO_FILTERS)}>{t('support.list.filters.clear')}</Button>
      )}
    </Stack>
  );
}
