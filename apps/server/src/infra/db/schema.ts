/**
 * The tables, for Drizzle queries. The DDL lives in `migrations/*.sql`; keep the two in step
 * (the schema test compares them).
 */

import type { ThemeSettings } from '@paydesk/contracts/users/user-context.schemas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** A tenant's theme as stored; `buttonsLinkColorRGB` is derived from `buttonsLinkColor` when read. */
export type StoredTheme = Omit<ThemeSettings, 'buttonsLinkColorRGB'>;

/** PostgreSQL bytea; PGlite returns Uint8Array and node-postgres Buffer (a Uint8Array too). */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const currencies = pgTable('currencies', {
  id: char('id', { length: 3 }).primaryKey(),
  name: text('name').notNull(),
  numericCode: char('numeric_code', { length: 3 }).notNull(),
  decimalPlaces: smallint('decimal_places').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const paymentMethods = pgTable('payment_methods', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const serviceProviders = pgTable('service_providers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    themeSettings: jsonb('theme_settings').$type<StoredTheme>().notNull(),
    logoUrl: text('logo_url'),
    faviconUrl: text('favicon_url'),
    supportEmail: text('support_email'),
    emailSenderAddress: text('email_sender_address'),
    loginTemplate: text('login_template'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The currency the tenant reports in (transactions carry their amount in it as base_amount). */
    baseCurrency: char('base_currency', { length: 3 }).notNull().default('EUR'),
  },
  (t) => [uniqueIndex('tenants_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const merchants = pgTable(
  'merchants',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: uuid('id').notNull(),
    legalBusinessName: text('legal_business_name').notNull(),
    boardingStage: text('boarding_stage').notNull(),
    merchantStatus: text('merchant_status').notNull(),
    reviewStatus: text('review_status').notNull(),
    processingStatus: text('processing_status')
      .$type<'NoProcessing' | 'SandboxEnabled' | 'LiveEnabled'>()
      .notNull(),
    activationDate: timestamp('activation_date', { withTimezone: true, mode: 'date' }),
    merchantNotes: text('merchant_notes'),
    description: text('description'),
    visibility: text('visibility').notNull().default('Visible'),
    merchantType: text('merchant_type').notNull().default('Standard'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('merchants_tenant_name_idx').on(t.tenantId, t.legalBusinessName),
  ],
);

/** A tenant's branding files (logo, favicon), served publicly under /branding/{tenantId}/{name}. */
export const tenantAssets = pgTable(
  'tenant_assets',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    audience: text('audience').$type<'platform' | 'tenant' | 'merchant'>().notNull(),
    name: text('name').notNull(),
    /** What the role is for, as the role editor shows it (0026). */
    description: text('description'),
    permissions: text('permissions').array().notNull().default([]),
    scaRequiredPermissions: text('sca_required_permissions').array().notNull().default([]),
    isAdministrator: boolean('is_administrator').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_name_ci_idx').on(t.tenantId, t.audience, sql`lower(${t.name})`)],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    /** Unique among users not deleted (0026 users_email_live_idx): a deleted user's address may be invited again. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userType: text('user_type').$type<'crm' | 'Platform' | 'merchant' | 'customer'>().notNull(),
    tenantId: uuid('tenant_id').references(() => tenants.id),
    merchantId: uuid('merchant_id'),
    isActive: boolean('is_active').notNull().default(true),
    isLocked: boolean('is_locked').notNull().default(false),
    timeZone: text('time_zone').notNull().default('Europe/London'),
    /** The language the user chose in their profile settings (0027): English or Turkish. */
    language: text('language').$type<'en' | 'tr'>().notNull().default('en'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /** Per-user limits (spec §6); null means not limited. */
    customerLimits: uuid('customer_limits').array(),
    paymentMethodLimits: text('payment_method_limits').array(),
    serviceProviderLimits: text('service_provider_limits').array(),
    /** Which access tokens the API refuses (0021; modules/users/token-revocation-check.ts). */
    tokenGeneration: integer('token_generation').notNull().default(0),
    tokensValidGrant: text('tokens_valid_grant'),
    revokedTokenGrants: text('revoked_token_grants').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Soft delete (0026): a deleted user is gone from every list and cannot sign in. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('users_email_live_idx').on(t.email).where(sql`deleted_at is null`),
    // A merchant user's merchant is in the user's own tenant (tenant_id is part of the key).
    foreignKey({ columns: [t.tenantId, t.merchantId], foreignColumns: [merchants.tenantId, merchants.id] }),
    index('users_tenant_idx').on(t.tenantId),
    index('users_tenant_live_idx').on(t.tenantId, t.merchantId).where(sql`deleted_at is null`),
  ],
);

/**
 * A user's roles (0026): their permissions are the union of these roles' keys. The one truth of who
 * holds which role (users.role_id went).
 */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);
