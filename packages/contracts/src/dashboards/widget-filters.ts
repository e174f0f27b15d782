import { z } from 'zod';
import { DateRangePreset } from '../validation/form-field';
import { TEXT_MAX, text } from '../validation/text';
import { WIDGET_PAGING } from './dashboard-enums';

/**
 * A widget's filters (spec §3 `filters`, JSON text). Spec §7 sends them as the data call's query
 * parameters (arrays joined by commas, nulls dropped), so only keys a data source reads are allowed:
 * spec §3's `Customer` (operators only: a merchant is always scoped to itself), `paymentMethod` and
 * `serviceProviderFilter`, and the table parameters of spec §7. There is no mode: the `Mode` header
 * carries it, so one widget shows Test or Live data as the user's switch says.
 */
const listOf = (max: number) => z.array(text(max).trim().min(1)).max(50).nullish();

export const WidgetFilters = z.strictObject({
  Customer: z.array(z.uuid()).max(50).nullish(),
  paymentMethod: listOf(TEXT_MAX.key),
  serviceProviderFilter: listOf(TEXT_MAX.key),
  currency: listOf(TEXT_MAX.code),
  transactionStatus: listOf(TEXT_MAX.key),
  transactionType: listOf(TEXT_MAX.key),
  dateRange: DateRangePreset.nullish(),
  startDate: z.iso.datetime({ offset: true }).nullish(),
  endDate: z.iso.datetime({ offset: true }).nullish(),
  pageSize: z
    .number()
    .int()
    .refine((size) => (WIDGET_PAGING.pageSizes as readonly number[]).includes(size), {
      message: `Must be one of ${WIDGET_PAGING.pageSizes.join(', ')}`,
    })
    .nullish(),
});
export type WidgetFilters = z.infer<typeof WidgetFilters>;

/** The longest filters text: fifty customers' ids and the lists beside them fit. */
export const WIDGET_FILTERS_MAX = 4000;

export const INVALID_JSON_MESSAGE = 'Must be valid JSON';

/** Parses JSON text, or answers undefined (never throws on a person's input). */
export function parseJsonText(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * JSON text holding a value of `shape`: refused with a field message when it is not JSON, and
 * with the shape's own messages (on `field.key`) when it does not fit. The text itself is kept as
 * sent, since the spec's widget carries it as text.
 */
export function jsonText<T extends z.ZodType>(shape: T, max: number) {
  return text(max).superRefine((value, context) => {
    const parsed = parseJsonText(value);
    if (parsed === undefined) {
      context.addIssue({ code: 'custom', message: INVALID_JSON_MESSAGE });
      return;
    }
    const result = shape.safeParse(parsed);
    if (result.success) return;
    for (const issue of result.error.issues) {
      const where = issue.path.map(String).join('.');
      context.addIssue({ code: 'custom', message: where ? `${where}: ${issue.message}` : issue.message });
    }
  });
}

/** `filters` as a request sends it: JSON text of WidgetFilters (`{}` for none). */
export const WidgetFiltersText = jsonText(WidgetFilters, WIDGET_FILTERS_MAX);

/** A widget's filters read from stored text; text that no longer fits reads as no filter. */
export function readWidgetFilters(value: string): WidgetFilters {
  const result = WidgetFilters.safeParse(parseJsonText(value));
  return result.success ? result.data : {};
}
