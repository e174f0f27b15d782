import { PLATFORM_FAVICON } from '../../users';
import { html, type SafeHtml, trustedHtml } from './html';

/** Colours and brand of a page: Paydesk's defaults (spec §9) or a tenant's theme settings. */
export interface PageTheme {
  /** Shown as the brand; "Paydesk" unless a tenant was named. */
  readonly brandName: string;
  readonly primary: string;
  /** The portal's sidebar colour, used for accents and links. */
  readonly accent: string;
  readonly text: string;
  readonly background: string;
  /** A same-origin or data: logo (the page's CSP loads no other images). */
  readonly logoUrl: string | null;
}

export const DEFAULT_THEME: PageTheme = {
  brandName: 'Paydesk',
  primary: '#09d0bd',
  accent: '#2e43fe',
  text: '#404040',
  background: '#f5f5f5',
  logoUrl: null,
};

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function hexColour(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX_COLOUR.test(value) ? value : fallback;
}

/** Dark or white text, whichever reads better on the colour (as Material UI picks contrastText). */
function textOn(hex: string): string {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? 'rgba(0,0,0,0.87)' : '#ffffff';
}

const STYLES = `
*{box-sizing:border-box}
html,body{margin:0}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5;background:var(--background);color:var(--text);min-height:100vh;display:flex;flex-direction:column}
.bar{height:6px;background:var(--accent)}
main{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:56px 16px 24px}
.card{background:#fff;width:100%;max-width:420px;border-radius:12px;border-top:4px solid var(--primary);box-shadow:0 1px 3px rgba(0,0,0,.08),0 8px 24px rgba(0,0,0,.06);padding:32px}
.brand{display:flex;align-items:center;gap:10px;color:var(--accent);font-weight:700;font-size:20px;margin-bottom:24px}
.brand-mark{width:28px;height:28px;border-radius:8px;background:var(--accent);color:#fff;display:inline-flex;align-items:center;justify-content:center;font-size:16px}
.brand img{max-height:36px;max-width:200px}
h1{font-size:22px;line-height:1.3;margin:0 0 8px}
p{margin:0 0 16px}
.muted{color:#6b6b6b;font-size:14px}
.hint{margin:6px 0 0}
label{display:block;font-weight:600;font-size:14px;margin:16px 0 6px}
input{width:100%;height:44px;padding:0 12px;border:1px solid #c4c4c4;border-radius:8px;font:inherit;color:inherit;background:#fff}
input:focus{outline:2px solid var(--primary);outline-offset:1px;border-color:var(--primary)}
button{margin-top:24px;width:100%;height:44px;border:0;border-radius:8px;background:var(--primary);color:var(--on-primary);font:inherit;font-weight:600;cursor:pointer}
button:hover{filter:brightness(.94)}
button:focus-visible,a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
a{color:var(--accent)}
.links{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;margin-top:20px;font-size:14px}
.alert{padding:12px 14px;border-radius:8px;margin:16px 0;font-size:14px}
.alert-error{background:#fdecea;color:#7a1a11;border:1px solid #f3bdb7}
.alert-info{background:#e7f9f7;color:#07504a;border:1px solid #a6e6de}
dl{margin:16px 0;display:grid;grid-template-columns:auto 1fr;gap:6px 16px;font-size:14px}
dt{font-weight:600}
dd{margin:0;word-break:break-word}
h2{font-size:17px;margin:28px 0 0}
footer{text-align:center;font-size:12px;color:var(--text);padding:16px}
.meter{margin-top:8px}
.meter-bar{height:6px;border-radius:3px;background:#e4e4e4;overflow:hidden}
.meter-fill{display:block;height:100%;width:0;background:#b3261e;transition:width .2s}
.meter-fill[data-score="2"]{background:#a15c00}
.meter-fill[data-score="3"],.meter-fill[data-score="4"]{background:#2e7d32}
.meter-text{font-size:14px;margin-top:4px;min-height:1.5em}
.meter-text p{margin:0}
`;

export interface PageOptions {
  readonly title: string;
  readonly theme?: PageTheme;
  /** Extra markup for the head: an external script of this origin (sign-out, the password meter). */
  readonly head?: SafeHtml;
}

/**
 * The frame of every identity page: the portal's look (a card on the main background, the sidebar
 * colour as an accent, the primary colour on buttons), no external assets and no inline scripts,
 * so it obeys the portal's content security policy.
 */
export function page(options: PageOptions, body: SafeHtml): string {
  const theme = options.theme ?? DEFAULT_THEME;
  const primary = hexColour(theme.primary, DEFAULT_THEME.primary);
  // Only validated hex colours reach the style sheet, so it can be emitted unescaped.
  const variables = [
    `--primary:${primary}`,
    `--on-primary:${textOn(primary)}`,
    `--accent:${hexColour(theme.accent, DEFAULT_THEME.accent)}`,
    `--text:${hexColour(theme.text, DEFAULT_THEME.text)}`,
    `--background:${hexColour(theme.background, DEFAULT_THEME.background)}`,
  ].join(';');
  const brand = theme.logoUrl
    ? html`<img src="${theme.logoUrl}" alt="${theme.brandName}">`
    : html`<span class="brand-mark" aria-hidden="true">${theme.brandName.slice(0, 1).toUpperCase()}</span>${theme.brandName}`;
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${options.title} · ${theme.brandName}</title>
<link rel="icon" href="${PLATFORM_FAVICON}" type="image/svg+xml">
<style>${trustedHtml(`:root{${variables}}${STYLES}`)}</style>
${options.head}
</head>
<body>
<div class="bar"></div>
<main><div class="card"><div class="brand">${brand}</div>
${body}
</div></main>
<footer>Paydesk</footer>
</body>
</html>`.value;
}
