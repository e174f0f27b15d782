import type { LookupItem } from '@paydesk/contracts/lookups/lookups.schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages, type FieldProps } from '../field-props';
import { SearchableSelect } from '../select/searchable-select';
import type { SelectOption } from '../select/select-options';

/** Loads the {id, name} items of a lookup endpoint (the `api` of a selectWithApi field). */
export type OptionsLoader = (api: string) => Promise<readonly LookupItem[]>;

interface SelectWithApiProps extends FieldProps<string | null> {
  readonly api: string;
  readonly loadOptions: OptionsLoader | undefined;
}

type Loaded = { readonly api: string; readonly options: readonly SelectOption[]; readonly failed: boolean };

/**
 * Field type `selectWithApi`: a searchable select whose options come from `api` through the form's
 * loader. When they cannot be loaded the field is marked as an error (as spec §5 does for the
 * ticket categories).
 */
export function SelectWithApi({ api, loadOptions, ...props }: SelectWithApiProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    const load = loadOptions ? loadOptions(api) : Promise.reject(new Error('No options loader'));
    load.then(
      (items) => {
        if (current)
          setLoaded({ api, options: items.map((i) => ({ value: i.id, label: i.name })), failed: false });
      },
      () => {
        if (current) setLoaded({ api, options: [], failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [api, loadOptions]);

  const ready = loaded?.api === api ? loaded : null;
  const error = ready?.failed ? [...errorMessages(props.error), t('widgets.select.loadFailed')] : props.error;
  return (
    <SearchableSelect {...props} error={error} options={ready?.options ?? []} loading={ready === null} />
  );
}
