import { SUPPORT_PAGING } from '@paydesk/contracts/support/support.model';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableMultiSelect } from '../../../components/forms/select/searchable-multi-select';
import { SearchableSelect } from '../../../components/forms/select/searchable-select';
import type { TicketDraftState } from './use-ticket-draft';
import { contactPageLoader, useTenantOptions } from './use-ticket-options';

interface PlatformTicketFieldsProps {
  form: TicketDraftState;
  /** A new tenant: what depended on the previous one (categories, contacts, customers) is cleared. */
  onTenantChange: (tenantId: string | null) => void;
}

/** Platform staff only (spec §2): the tenant the ticket is for, and who there is told about it. */
export function PlatformTicketFields({ form, onTenantChange }: PlatformTicketFieldsProps) {
  const { t } = useTranslation();
  const tenants = useTenantOptions(true);
  const tenantId = form.draft.tenantId;
  const loadPage = useMemo(
    () =>
      tenantId
        ? contactPageLoader(tenantId, (name, email) =>
            t('supportDialogs.contact.contactOption', { name, email }),
          )
        : undefined,
    [tenantId, t],
  );
  return (
    <>
      <SearchableSelect
        name="tenantId"
        label={t('supportDialogs.contact.tenant')}
        required
        options={tenants.options}
        loading={tenants.loading}
        value={tenantId}
        onChange={onTenantChange}
        onBlur={() => form.touch('tenantId')}
        error={
          tenants.failed
            ? t('supportDialogs.contact.tenantsFailed')
            : form.missing('tenantId')
              ? t('supportDialogs.contact.required')
              : undefined
        }
      />
      <SearchableMultiSelect
        // A new tenant is a new list: remount so the pages start again from the first.
        key={tenantId ?? 'none'}
        name="contactEmails"
        label={t('supportDialogs.contact.contacts')}
        disabled={!loadPage}
        helperText={loadPage ? undefined : t('supportDialogs.contact.chooseTenantFirst')}
        paged={loadPage && { loadPage, pageSize: SUPPORT_PAGING.userPickerPageSize }}
        value={form.draft.contactEmails}
        onChange={(emails) => form.set('contactEmails', emails)}
      />
    </>
  );
}
