import { useTenantOptions } from '../../lib/transactions/lookup-options';
import { OptionFilterField } from './option-filter-field';

/**
 * Platform staff's one tenant, or any (a native select): the report filters that narrow a platform
 * list to a tenant (`tenantId`). A tenant of the URL that is not (yet) in the list still shows, by
 * its id, as MerchantFilterField does for merchants.
 */
export function TenantFilterField({
  value,
  onChange,
  label,
  anyLabel,
}: {
  readonly value: string;
  readonly onChange: (tenantId: string) => void;
  readonly label: string;
  readonly anyLabel: string;
}) {
  const tenants = useTenantOptions('platform');
  return (
    <OptionFilterField
      name="tenant"
      value={value}
      onChange={onChange}
      label={label}
      anyLabel={anyLabel}
      options={tenants.data ?? []}
    />
  );
}
