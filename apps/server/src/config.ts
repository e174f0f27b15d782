import { isIP } from 'node:net';
import path from 'node:path';
import { ALERT_RULE_LIMITS } from '@paydesk/contracts/alerts/alert.schemas';
import { parseRootKey } from './infra/crypto/root-key';

/** Settings from the environment (documented in the README). */
export interface AppConfig {
  readonly port: number;
  /** The public origin users reach the portal on; the embedded issuer is `${publicUrl}/identity`. */
  readonly publicUrl: string;
  /** PGlite data folder, used when `databaseUrl` is unset. `memory://` keeps it in memory (tests). */
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  /** Seed the demo data on first start: on by default for PGlite, off for PostgreSQL unless SEED_DEMO=1. */
  readonly seedDemo: boolean;
  /**
   * DEMO_WEBHOOK_URL: where the demo merchant Acme's webhook endpoint points, instead of its
   * never-resolving demo host (with the demo data only): a developer's local receiver, or the
   * browser tests' (a loopback address also needs WEBHOOK_ALLOW_LOOPBACK=1).
   */
  readonly demoWebhookUrl: string | undefined;
  /** An external OpenID Connect provider; when set the embedded one is off. */
  readonly oidcIssuer: string | undefined;
  readonly oidcClientId: string;
  /** Audience expected in access tokens. */
  readonly oidcAudience: string;
  /** Where the built web app is; served as static files when it exists. */
  readonly webDistDir: string;
  /** Spec §9 session figures, per environment. */
  readonly sessionIdleSeconds: number;
  readonly sessionTimeoutSeconds: number;
  readonly pingSeconds: number;
  readonly popupSignIn: boolean;
  /** Access-token lifetime of the embedded provider (tests shorten it to watch expiry). */
  readonly accessTokenSeconds: number;
  readonly logLevel: string;
  /** SMTP server mail is delivered through (smtp:// or smtps:// URL); unset: mail is kept in the outbox. */
  readonly smtpUrl: string | undefined;
  /** The sender of mail that names no tenant (a tenant's mail comes from its email_sender_address). */
  readonly mailFrom: string;
  /**
   * Which peers may tell the client's address and protocol in X-Forwarded-For/-Proto/-Host (Fastify's
   * `trustProxy`): false (the default) trusts nobody, a list trusts those proxy addresses. Trusting
   * everyone would let any client choose its own address and escape the sign-in limits kept per
   * address.
   */
  readonly trustProxy: false | string[];
  /**
   * PAYDESK_ROOT_KEY: base64 of the 32-byte root key that wraps every tenant key. Unset: the embedded
   * default generates one into the data folder (infra/crypto/root-key.ts); PostgreSQL requires it.
   */
  readonly rootKey: string | undefined;
  /** ROLLUP_INTERVAL_SECONDS: how often the rollups fold the status-event log (default 15). */
  readonly rollupIntervalSeconds: number;
  /** ALERT_EVALUATION_SECONDS: how often the alert rules are evaluated (default 60; docs/alerts.md). */
  readonly alertEvaluationSeconds: number;
  /**
   * DAILY_REPORT_CHECK_SECONDS: how often the transactions daily job looks for days without their
   * files (default 900; docs/transactions-daily.md).
   */
  readonly dailyReportCheckSeconds: number;
}

const here = path.dirname(new URL(import.meta.url).pathname);
const repoRoot = path.resolve(here, '../../..');

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`Expected a positive integer, got "${value}"`);
  return parsed;
}

/**
 * TRUST_PROXY: unset or empty trusts no proxy; else a comma-separated list of the proxies' addresses,
 * each an IPv4 or IPv6 address or a CIDR range. Anything else stops the start with the reason. A hop
 * count is refused, not read: it trusts whichever peer connects, so a client talking to the server
 * directly could still choose its address (Fastify 5 treats a number as trusting no one).
 */
export function parseTrustProxy(value: string | undefined): false | string[] {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d+$/.test(text)) {
    throw new Error(`TRUST_PROXY: a hop count ("${value}") is not accepted; list the proxies' addresses`);
  }
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new Error(
        `TRUST_PROXY: expected a comma-separated list of IP addresses or CIDR ranges, got "${entry}"`,
      );
    }
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = int(env.PORT, 3000);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: path.resolve(repoRoot, env.DATA_DIR || '.data'),
    databaseUrl,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === '1' || env.SEED_DEMO === 'true' : !databaseUrl,
    demoWebhookUrl: env.DEMO_WEBHOOK_URL || undefined,
    oidcIssuer: env.OIDC_ISSUER || undefined,
    oidcClientId: env.OIDC_CLIENT_ID || 'paydesk-portal',
    oidcAudience: env.OIDC_AUDIENCE || 'paydesk-api',
    webDistDir: path.resolve(repoRoot, env.WEB_DIST_DIR || 'apps/web/dist'),
    sessionIdleSeconds: int(env.SESSION_IDLE_SECONDS, 1800),
    sessionTimeoutSeconds: int(env.SESSION_TIMEOUT_SECONDS, 60),
    pingSeconds: int(env.SESSION_PING_SECONDS, 15),
    popupSignIn: env.POPUP_SIGN_IN === '1',
    accessTokenSeconds: int(env.ACCESS_TOKEN_TTL_SECONDS, 60 * 60),
    logLevel: env.LOG_LEVEL || 'info',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Paydesk <no-reply@paydesk.test>',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rootKey: rootKeyOf(env.PAYDESK_ROOT_KEY),
    rollupIntervalSeconds: int(env.ROLLUP_INTERVAL_SECONDS, 15),
    alertEvaluationSeconds: int(env.ALERT_EVALUATION_SECONDS, ALERT_RULE_LIMITS.evaluationSeconds),
    dailyReportCheckSeconds: int(env.DAILY_REPORT_CHECK_SECONDS, 900),
  };
}

/** PAYDESK_ROOT_KEY, checked at start (a malformed key stops the server with the reason). */
function rootKeyOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  parseRootKey(value);
  return value.trim();
}
