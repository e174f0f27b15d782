import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  TICKET_PRIORITIES,
  type TicketCategory,
  type TicketPriority,
} from '@paydesk/contracts/support/support.model';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/file-upload/file-upload';
import type { FileUploads } from '../../../components/file-upload/use-file-uploads';
import { SearchableMultiSelect } from '../../../components/forms/select/searchable-multi-select';
import { SearchableSelect } from '../../../components/forms/select/searchable-select';
import { TextInput } from '../../../components/forms/text/text-input';
import { Textarea } from '../../../components/forms/text/textarea';
import { useTransactionSearch } from './transaction-search';
import { TransactionsField } from './transactions-field';
import type { TicketDraftState } from './use-ticket-draft';
import { useCategoryOptions, useCustomerOptions } from './use-ticket-options';

/** Spec §3: a ticket subject is at most 200 characters (the server's limit). */
const SUBJECT_MAX_LENGTH = 200;

interface TicketFieldsProps {
  form: TicketDraftState;
  platform: boolean;
  /** Users without a merchant id (operators) may name customers (spec §6). */
  offersCustomers: boolean;
  uploads: FileUploads;
}

/** The Contact Support fields after the platform-only ones, in the spec §2 order. */
export function TicketFields({ form, platform, offersCustomers, uploads }: TicketFieldsProps) {
  const { t } = useTranslation();
  const { draft, set, touch, missing, shown } = form;
  const categories = useCategoryOptions(platform, draft.tenantId);
  const customers = useCustomerOptions(offersCustomers && shown.has('customers'), platform, draft.tenantId);
  const searchTransactions = useTransactionSearch(platform ? draft.tenantId : null);
  const required = t('supportDialogs.contact.required');
  const needsTenant = platform && draft.tenantId === null;

  return (
    <>
      <SearchableSelect
        name="category"
        label={t('supportDialogs.contact.category')}
        required
        disabled={!categories.enabled}
        helperText={categories.enabled ? undefined : t('supportDialogs.contact.chooseTenantFirst')}
        options={categories.options}
        loading={categories.loading}
        value={draft.category}
        onChange={(value) => set('category', value as TicketCategory | null)}
        onBlur={() => touch('category')}
        error={
          categories.failed
            ? t('supportDialogs.contact.categoriesFailed')
            : missing('category')
              ? required
              : undefined
        }
      />
      {shown.has('attachments') && (
        <section aria-label={t('supportDialogs.contact.attachments')}>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {t('supportDialogs.contact.attachments')}
          </Typography>
          {/* Platform staff upload into the ticket's tenant, so they choose it first. */}
          <FileUploadField uploads={uploads} disabled={needsTenant} />
        </section>
      )}
      {offersCustomers && shown.has('customers') && (
        <SearchableMultiSelect
          name="customerIds"
          label={t('supportDialogs.contact.customers')}
          disabled={!customers.enabled}
          helperText={customers.enabled ? undefined : t('supportDialogs.contact.chooseTenantFirst')}
          options={customers.options}
          loading={customers.loading}
          value={draft.customerIds}
          onChange={(ids) => set('customerIds', ids)}
        />
      )}
      {shown.has('transactions') && (
        <TransactionsField
          value={draft.transactionIds}
          onChange={(ids) => set('transactionIds', ids)}
          search={searchTransactions ?? undefined}
        />
      )}
      {shown.has('priority') && (
        <TextField
          select
          name="priority"
          label={t('supportDialogs.contact.priority')}
          value={draft.priority}
          onChange={(event) => set('priority', event.target.value as TicketPriority)}
          fullWidth
        >
          {TICKET_PRIORITIES.map((priority) => (
            <MenuItem key={priority} value={priority}>
              {t(`supportDialogs.contact.priorities.${priority}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextInput
        name="subject"
        label={t('supportDialogs.contact.subject')}
        required
        maxLength={SUBJECT_MAX_LENGTH}
        value={draft.subject}
        onChange={(value) => set('subject', value)}
        onBlur={() => touch('subject')}
        error={missing('subject') ? required : undefined}
      />
      <Textarea
        name="description"
        label={t('supportDialogs.contact.description')}
        required
        rows={4}
        value={draft.description}
        onChange={(value) => set('description', value)}
        onBlur={() => touch('description')}
        error={missing('description') ? required : undefined}
      />
    </>
  );
}
