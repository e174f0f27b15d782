import TextField from '@mui/material/TextField';
import { useTenantOptions } from '../../lib/transactions/lookup-options';

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
  const options = tenants.data ?? [];
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <TextField
      size="small"
      select
      name="tenant"
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      <option value="">{anyLabel}</option>
      {!known && <option value={value}>{value}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
