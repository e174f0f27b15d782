import path from 'node:path';

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
}

const here = path.dirname(new URL(import.meta.url).pathname);
const repoRoot = path.resolve(here, '../../..');

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`Expected a positive integer, got "${value}"`);
  return parsed;
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
  };
}
