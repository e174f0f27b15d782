import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every response. The portal loads nothing from other origins, so the
 * content security policy allows only this origin (MUI's emotion injects styles, hence
 * 'unsafe-inline' for styles only). The API docs page needs inline scripts and is given its own policy.
 */
const PORTAL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "base-uri 'self'",
  "object-src 'none'",
].join('; ');

const DOCS_CSP = PORTAL_CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'");

/** The silent-renew page runs in a same-origin iframe (spec §9 token renewal), so only it may be framed, by us. */
const SILENT_REDIRECT_CSP = PORTAL_CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
const FRAMEABLE_PATHS = ['/silent-redirect.html'];

/** A year, the value browsers' preload lists ask for; subdomains are the operator's and not ours to bind. */
export const HSTS_HEADER = 'max-age=31536000';

/** Answers of the API carry money and personal data: no browser or proxy may keep a copy. */
const API_PREFIXES = ['/api/', '/reporting/'];

export interface SecurityHeaderOptions {
  /**
   * The portal is served over https (its public URL says so): browsers are told to use https only.
   * Not over http, where the header is ignored and would only mislead whoever reads the answers.
   */
  readonly https?: boolean;
}

export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    const frameable = FRAMEABLE_PATHS.includes(path);
    if (!reply.hasHeader('content-security-policy')) {
      const csp = frameable
        ? SILENT_REDIRECT_CSP
        : request.url.startsWith('/api/docs')
          ? DOCS_CSP
          : PORTAL_CSP;
      reply.header('content-security-policy', csp);
    }
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', frameable ? 'SAMEORIGIN' : 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    if (options.https) reply.header('strict-transport-security', HSTS_HEADER);
    // A route that chose its own (a download's `private, no-store`) keeps it.
    if (API_PREFIXES.some((prefix) => path.startsWith(prefix)) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
