import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../infra/db/database';
import { merchants, roles, tenantAssets, tenants, userRoles, users } from '../infra/db/schema';
import { stepUpEnrolments } from '../infra/step-up/step-up.table';
import { SYSTEM_SCOPE } from '../infra/tenancy/data-scope';
import { type ScopedTx, withScope } from '../infra/tenancy/with-scope';
import { hashPassword } from '../modules/identity';
import { seedDemoAlerts } from './demo-alerts';
import { seedDemoDashboards } from './demo-dashboards';
import {
  DEMO_MERCHANTS,
  DEMO_PASSWORD,
  DEMO_ROLES,
  DEMO_TENANTS,
  DEMO_USERS,
  demoMerchant,
  demoRole,
  demoTenant,
} from './demo-data';
import { seedDemoOnboarding } from './demo-onboarding';
import { DEMO_STEP_UP_SECRETS } from './demo-step-up-secrets';
import { seedDemoTickets } from './demo-tickets';
import { seedDemoMaintenance } from './demo-transaction-maintenance';
import { seedDemoTransactions } from './demo-transactions';
import { seedReferenceData } from './reference-data';

const PLATFORM_ADMIN_EMAIL = 'platform.admin@paydesk.test';
const BRANDING_FILES = [
  { name: 'logo.svg', contentType: 'image/svg+xml' },
  { name: 'favicon.svg', contentType: 'image/svg+xml' },
] as const;

/** Where a tenant's branding file is served (modules/tenants/branding.plugin.ts). */
export function brandingPath(tenantId: string, name: string): string {
  return `/branding/${tenantId}/${name}`;
}

/**
 * The demo platform (see demo-data.ts) and the reference lists, in one transaction. Does nothing
 * when the platform administrator exists, so it can run on every start; an advisory lock keeps two
 * instances starting together from both seeding.
 */
export async function seedDemoData(db: Database, now = new Date()): Promise<void> {
  if (await withScope(db, SYSTEM_SCOPE, platformAdminExists)) return seedDemoFeatures(db, now);
  // argon2 is slow by design: hash before the transaction, not while holding it.
  const hashes = new Map(
    await Promise.all(DEMO_USERS.map(async (u) => [u.email, await hashPassword(DEMO_PASSWORD)] as const)),
  );
  const assets = await loadBrandingFiles();
  await withScope(db, SYSTEM_SCOPE, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727002)`);
    if (await platformAdminExists(tx)) return;
    await seedReferenceData(tx);
    await insertTenants(tx, assets);
    await insertMerchants(tx);
    await insertRoles(tx);
    await insertUsers(tx, hashes);
  });
  // After the users they name; on its own check, so an installation seeded before the desk gets them.
  await seedDemoFeatures(db, now);
}

/** Each feature's demo data, on its own check (see above). */
async function seedDemoFeatures(db: Database, now: Date): Promise<void> {
  await seedDemoTickets(db);
  await seedDemoOnboarding(db);
  await seedDemoTransactions(db, now);
  await seedDemoMaintenance(db);
  await seedDemoDashboards(db);
  await seedDemoAlerts(db, now);
}

async function platformAdminExists(tx: ScopedTx): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, PLATFORM_ADMIN_EMAIL))
    .limit(1);
  return rows.length > 0;
}

async function loadBrandingFiles(): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  for (const tenant of DEMO_TENANTS) {
    for (const file of BRANDING_FILES) {
      const url = new URL(`./assets/${tenant.assetsFolder}/${file.name}`, import.meta.url);
      files.set(`${tenant.key}/${file.name}`, new Uint8Array(await readFile(url)));
    }
  }
  return files;
}

async function insertTenants(tx: ScopedTx, assets: Map<string, Uint8Array>): Promise<void> {
  await tx.insert(tenants).values(
    DEMO_TENANTS.map((t) => ({
      id: t.id,
      name: t.name,
      isDefault: t.isDefault,
      themeSettings: t.theme,
      logoUrl: brandingPath(t.id, 'logo.svg'),
      faviconUrl: brandingPath(t.id, 'favicon.svg'),
      supportEmail: t.supportEmail,
      emailSenderAddress: t.emailSenderAddress,
      loginTemplate: t.loginTemplate,
    })),
  );
  await tx.insert(tenantAssets).values(
    DEMO_TENANTS.flatMap((t) =>
      BRANDING_FILES.map((file) => ({
        tenantId: t.id,
        name: file.name,
        contentType: file.contentType,
        content: assets.get(`${t.key}/${file.name}`) ?? new Uint8Array(),
      })),
    ),
  );
}

async function insertMerchants(tx: ScopedTx): Promise<void> {
  await tx.insert(merchants).values(
    DEMO_MERCHANTS.map((m) => ({
      tenantId: demoTenant(m.tenant).id,
      id: m.id,
      legalBusinessName: m.legalBusinessName,
      boardingStage: m.boardingStage,
      merchantStatus: m.merchantStatus,
      reviewStatus: m.reviewStatus,
      processingStatus: m.processingStatus,
      activationDate: m.activationDate ? new Date(m.activationDate) : null,
      merchantNotes: m.merchantNotes,
      description: m.description,
      merchantType: m.merchantType,
      isActive: m.isActive,
    })),
  );
}

async function insertRoles(tx: ScopedTx): Promise<void> {
  await tx.insert(roles).values(
    DEMO_ROLES.map((r) => ({
      id: r.id,
      tenantId: r.tenant ? demoTenant(r.tenant).id : null,
      audience: r.audience,
      name: r.name,
      permissions: [...r.permissions],
      isAdministrator: r.isAdministrator,
    })),
  );
}

async function insertUsers(tx: ScopedTx, hashes: Map<string, string>): Promise<void> {
  await tx.insert(users).values(
    DEMO_USERS.map((u) => ({
      id: u.id,
      email: u.email,
      passwordHash: hashes.get(u.email) ?? null,
      firstName: u.firstName,
      lastName: u.lastName,
      userType: u.userType,
      tenantId: u.tenant ? demoTenant(u.tenant).id : null,
      merchantId: u.merchant ? demoMerchant(u.merchant).id : null,
      timeZone: u.timeZone,
      customerLimits: u.customerLimits ? [...u.customerLimits] : null,
      paymentMethodLimits: u.paymentMethodLimits ? [...u.paymentMethodLimits] : null,
    })),
  );
  await tx.insert(userRoles).values(DEMO_USERS.map((u) => ({ userId: u.id, roleId: demoRole(u.role).id })));
  // Every demo account has its authenticator enrolled (the README lists the secrets).
  const enrolled = DEMO_USERS.filter((u) => DEMO_STEP_UP_SECRETS[u.email]);
  await tx
    .insert(stepUpEnrolments)
    .values(
      enrolled.map((u) => ({ userId: u.id, secret: DEMO_STEP_UP_SECRETS[u.email], enrolledAt: new Date() })),
    );
}
