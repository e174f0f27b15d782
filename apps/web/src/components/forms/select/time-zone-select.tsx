import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { listTimeZones } from '../../../lib/dates/time-zones';
import type { FieldProps } from '../field-props';
import { SearchableSelect } from './searchable-select';

/**
 * A searchable list of the time zones of spec §9: IANA names with a slash, sorted by UTC offset,
 * labelled "(UTC+03:00) Europe/Istanbul". Start it at `configuredTimeZone()` (the zone stored
 * locally), and store a choice with `storeConfiguredTimeZone`.
 */
export function TimeZoneSelect(props: FieldProps<string | null>) {
  const { t } = useTranslation();
  const options = useMemo(() => listTimeZones().map((zone) => ({ value: zone.name, label: zone.label })), []);
  return <SearchableSelect {...props} label={props.label ?? t('widgets.timeZone.label')} options={options} />;
}
