/** The placeholders a proposal or agreement body may hold; the server fills them in when it is saved. */
export const PLACEHOLDERS = ['{{merchantName}}', '{{tenantName}}', '{{date}}'] as const;

export interface PlaceholderValues {
  readonly merchantName: string;
  readonly tenantName: string;
  /** DD/MM/YYYY, as the server writes it. */
  readonly date: string;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The body as the merchant will read it, for the composer's preview: the placeholders filled in the
 * way the server does on save. The names are escaped: they are text, not markup.
 */
export function fillPlaceholders(html: string, values: PlaceholderValues): string {
  return html
    .replaceAll('{{merchantName}}', escapeHtml(values.merchantName))
    .replaceAll('{{tenantName}}', escapeHtml(values.tenantName))
    .replaceAll('{{date}}', escapeHtml(values.date));
}
