import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { SUPPORT_PAGING } from '@paydesk/contracts/support/support.model';
import { sanitiseInput } from '@paydesk/contracts/validation/sanitise';
import { useTranslation } from 'react-i18next';
import {
  type PagedOptionsSource,
  SELECT_LISTBOX_MAX_HEIGHT,
} from '../../../components/forms/select/select-options';
import { usePagedOptions } from '../../../components/forms/select/use-paged-options';

/**
 * Spec §9 transaction picker: suggestions 10 per page, searched 750 ms after the user stops typing
 * (the search by external id of spec §7, transaction-search.ts). Typed external ids are taken as
 * they are too, for users who may not look transactions up.
 */
export const TRANSACTION_PICKER = {
  pageSize: SUPPORT_PAGING.transactionPickerPageSize,
  debounceMs: SUPPORT_PAGING.transactionSearchDebounceMs,
} as const;

interface TransactionsFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  /** Loads a page of transaction external ids matching the typed text. */
  search?: PagedOptionsSource['loadPage'];
}

/** Transactions of a ticket: a multi-select with search that also takes typed external ids. */
export function TransactionsField({ value, onChange, search }: TransactionsFieldProps) {
  const { t } = useTranslation();
  const pages = usePagedOptions(search && { loadPage: search, ...TRANSACTION_PICKER });
  // Options are external ids; the list shows each with its label (merchant, date).
  const labels = new Map(pages.options.map((option) => [option.value, option.label]));
  const clean = (ids: readonly string[]) => [
    ...new Set(ids.map((id) => sanitiseInput(id, 'search').trim()).filter((id) => id.length > 0)),
  ];
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={pages.options.map((option) => option.value)}
      filterOptions={(all) => all}
      loading={pages.loading}
      value={value}
      onChange={(_, ids) => onChange(clean(ids))}
      onOpen={pages.enabled ? pages.open : undefined}
      onInputChange={(_, text, reason) => {
        if (pages.enabled && (reason === 'input' || reason === 'clear')) pages.search(text);
      }}
      renderOption={(props, id) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            {labels.get(id) ?? id}
          </li>
        );
      }}
      renderValue={(ids, getItemProps) =>
        ids.map((id, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={id} {...itemProps} />;
        })
      }
      slotProps={{
        listbox: {
          style: { maxHeight: SELECT_LISTBOX_MAX_HEIGHT },
          ...(pages.enabled && { onScroll: pages.onListboxScroll }),
        },
      }}
      noOptionsText={t('widgets.select.noOptions')}
      loadingText={t('widgets.select.loading')}
      clearText={t('widgets.select.clear')}
      openText={t('widgets.select.open')}
      closeText={t('widgets.select.close')}
      renderInput={(params) => (
        <TextField
          {...params}
          name="transactions"
          label={t('supportDialogs.contact.transactions')}
          helperText={t('supportDialogs.contact.transactionsHint')}
        />
      )}
    />
  );
}
