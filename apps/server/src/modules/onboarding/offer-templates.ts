import type { OfferTemplate } from '@paydesk/contracts/onboarding/onboarding.schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import { escapeHtml, sanitiseHtml } from '../../infra/html/sanitise-html';
import { type DataScope, scopedTenantCondition } from '../../infra/tenancy/data-scope';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { type OfferTemplateKind, offerTemplates } from './onboarding.table';

/** The scope's tenants' templates of one kind, by name. */
export async function listOfferTemplates(
  tx: ScopedTx,
  scope: DataScope,
  kind: OfferTemplateKind,
): Promise<OfferTemplate[]> {
  return tx
    .select({
      id: offerTemplates.id,
      kind: offerTemplates.kind,
      name: offerTemplates.name,
      body: offerTemplates.body,
    })
    .from(offerTemplates)
    .where(and(scopedTenantCondition(scope, offerTemplates.tenantId), eq(offerTemplates.kind, kind)))
    .orderBy(asc(sql`lower(${offerTemplates.name})`), asc(offerTemplates.id));
}

/** What a template's placeholders stand for. */
export interface TemplateValues {
  readonly merchantName: string;
  readonly tenantName: string;
  /** When the offer is written, in the writer's time zone. */
  readonly date: Date;
  readonly timeZone: string;
}

/** dd/MM/yyyy (the portal's date format, spec §2 date picker) in a time zone. */
export function formatOfferDate(date: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/**
 * The offer body as stored: {{merchantName}}, {{tenantName}} and {{date}} filled in (the names
 * escaped, so they read as text), then sanitised to the HTML allowlist. Filling first means a name
 * can never smuggle markup past the sanitiser. Placeholders may carry spaces: {{ date }}.
 */
export function fillOfferBody(body: string, values: TemplateValues): string {
  const replacements: Record<string, string> = {
    merchantName: escapeHtml(values.merchantName),
    tenantName: escapeHtml(values.tenantName),
    date: formatOfferDate(values.date, values.timeZone),
  };
  const filled = body.replace(/\{\{\s*(merchantName|tenantName|date)\s*\}\}/g, (_, key: string) => {
    return replacements[key] ?? '';
  });
  return sanitiseHtml(filled);
}
