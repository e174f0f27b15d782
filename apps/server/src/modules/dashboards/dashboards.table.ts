/**
 * The dashboards' tables, for Drizzle queries; the DDL (foreign keys, checks, row-level security) is
 * `infra/db/migrations/0034_dashboards.sql`, which says why each foreign key cascades or refuses.
 */
import type { WidgetConfiguration } from '@paydesk/contracts/dashboards/widget.schemas';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles, tenants, users } from '../../infra/db/schema';

/** The grid cell columns every placed widget has (a default's and a user's). */
const gridCell = {
  x: integer('x').notNull(),
  y: integer('y').notNull(),
  w: integer('w').notNull(),
  h: integer('h').notNull(),
};

export const dashboardCategories = pgTable('dashboard_categories', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const dashboardWidgets = pgTable(
  'dashboard_widgets',
  {
    id: uuid('id').primaryKey(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => dashboardCategories.id),
    name: text('name').notNull(),
    filters: text('filters').notNull().default('{}'),
    configuration: jsonb('configuration').$type<WidgetConfiguration>().notNull(),
    dataSourceType: text('data_source_type').$type<'Endpoint' | 'Static'>().notNull(),
    dataSourceEndpoint: text('data_source_endpoint'),
    dataSourceMoreDataEndpoint: text('data_source_more_data_endpoint'),
    dataSourceEndpointId: text('data_source_endpoint_id'),
    dataSourceData: text('data_source_data'),
    defaultW: integer('default_w').notNull(),
    defaultH: integer('default_h').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('dashboard_widgets_category_idx').on(t.categoryId)],
);

export const dashboardTenantWidgets = pgTable(
  'dashboard_tenant_widgets',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => dashboardWidgets.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.widgetId] })],
);

export const dashboardRoleWidgets = pgTable(
  'dashboard_role_widgets',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').notNull(),
    widgetId: uuid('widget_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.widgetId] })],
);

/** The owner columns of a user's own rows: row-level security scopes them by tenant and merchant. */
const ownedByUser = () => ({
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: uuid('tenant_id'),
  merchantId: uuid('merchant_id'),
});

/** Who a default dashboard is for (docs/dashboards.md "Default dashboards"). */
export type DefaultAudience = 'platform' | 'tenant' | 'merchant' | 'boardingMerchant';

export const dashboardDefaultWidgets = pgTable('dashboard_default_widgets', {
  id: uuid('id').primaryKey(),
  audience: text('audience').$type<DefaultAudience>().notNull(),
  categoryName: text('category_name').notNull(),
  widgetId: uuid('widget_id')
    .notNull()
    .references(() => dashboardWidgets.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  filters: text('filters').notNull().default('{}'),
  ...gridCell,
  sortOrder: integer('sort_order').notNull(),
});

export const userDashboardCategories = pgTable('user_dashboard_categories', {
  id: uuid('id').primaryKey(),
  ...ownedByUser(),
  name: text('name').notNull(),
  userType: text('user_type').$type<'crm' | 'merchant'>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const userDashboardWidgets = pgTable(
  'user_dashboard_widgets',
  {
    id: uuid('id').primaryKey(),
    ...ownedByUser(),
    categoryId: uuid('category_id').references(() => userDashboardCategories.id),
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => dashboardWidgets.id),
    title: text('title').notNull(),
    filters: text('filters').notNull().default('{}'),
    ...gridCell,
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('user_dashboard_widgets_user_idx').on(t.userId, t.y, t.x)],
);

export const userDashboardShares = pgTable(
  'user_dashboard_shares',
  {
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => userDashboardWidgets.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id'),
    merchantId: uuid('merchant_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.widgetId, t.roleId] })],
);
