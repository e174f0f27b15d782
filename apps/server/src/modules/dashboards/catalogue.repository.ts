import type {
  Category,
  CategoryWithWidgets,
} from '@paydesk/contracts/dashboards/dashboard-management.schemas';
import type { Widget, WidgetInput } from '@paydesk/contracts/dashboards/widget.schemas';
import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { ScopedTx } from '../../infra/tenancy/with-scope';
import { dashboardCategories, dashboardWidgets } from './dashboards.table';

/** The widget catalogue's rows, and the spec §3 Widget they read as. */

export type WidgetRow = typeof dashboardWidgets.$inferSelect;

export function widgetOf(row: WidgetRow): Widget {
  return {
    widgetId: row.id,
    categoryId: row.categoryId,
    name: row.name,
    filters: row.filters,
    data: { configuration: row.configuration },
    dataSourceType: row.dataSourceType,
    dataSourceEndpoint: row.dataSourceEndpoint,
    dataSourceMoreDataEndpoint: row.dataSourceMoreDataEndpoint,
    dataSourceEndpointId: row.dataSourceEndpointId,
    dataSourceData: row.dataSourceData,
    defaultSize: { w: row.defaultW, h: row.defaultH },
  };
}

/** A widget input as its row's columns (nulls for what the form left out). */
export function widgetColumnsOf(input: WidgetInput): Omit<WidgetRow, 'id' | 'createdAt'> {
  const { configuration } = input.data;
  const chart = configuration.chartConfiguration;
  const table = configuration.tableConfiguration;
  return {
    categoryId: input.categoryId,
    name: input.name,
    filters: input.filters,
    configuration: {
      widgetType: configuration.widgetType,
      description: configuration.description ?? null,
      isLast24Hours: configuration.isLast24Hours,
      customPipe: configuration.customPipe ?? null,
      chartConfiguration: chart
        ? {
            chartType: chart.chartType,
            chartOptions: chart.chartOptions ?? null,
            xAxisColumn: chart.xAxisColumn,
            xAxisColumnName: chart.xAxisColumnName ?? null,
            yAxisColumn: chart.yAxisColumn,
            yAxisColumnName: chart.yAxisColumnName ?? null,
            tooltipValue: chart.tooltipValue ?? null,
            tooltipType: chart.tooltipType,
          }
        : null,
      tableConfiguration: table
        ? {
            tableDataProperties: table.tableDataProperties,
            tableDataColumns: table.tableDataColumns,
            customTemplate: table.customTemplate ?? null,
            pipes: table.pipes,
            navigationUrl: table.navigationUrl ?? null,
          }
        : null,
    },
    dataSourceType: input.dataSourceType,
    dataSourceEndpoint: input.dataSourceEndpoint ?? null,
    dataSourceMoreDataEndpoint: input.dataSourceMoreDataEndpoint ?? null,
    dataSourceEndpointId: input.dataSourceEndpointId ?? null,
    dataSourceData: input.dataSourceData ?? null,
    defaultW: input.defaultSize.w,
    defaultH: input.defaultSize.h,
  };
}

export async function listCategoryRows(tx: ScopedTx): Promise<Category[]> {
  return tx
    .select({
      id: dashboardCategories.id,
      name: dashboardCategories.name,
      widgetCount: count(dashboardWidgets.id),
    })
    .from(dashboardCategories)
    .leftJoin(dashboardWidgets, eq(dashboardWidgets.categoryId, dashboardCategories.id))
    .groupBy(dashboardCategories.id)
    .orderBy(asc(dashboardCategories.name), asc(dashboardCategories.id));
}

export async function findCategory(tx: ScopedTx, categoryId: string): Promise<Category | null> {
  const rows = await listCategoryRows(tx);
  return rows.find((row) => row.id === categoryId) ?? null;
}

export async function categoryNameTaken(tx: ScopedTx, name: string, exceptId?: string): Promise<boolean> {
  const [taken] = await tx
    .select({ id: dashboardCategories.id })
    .from(dashboardCategories)
    .where(
      and(
        eq(sql`lower(${dashboardCategories.name})`, name.toLowerCase()),
        exceptId ? ne(dashboardCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return taken !== undefined;
}

/** Catalogue widgets, in category and name order; `where` narrows them (undefined: all). */
export async function selectWidgets(tx: ScopedTx, where?: SQL): Promise<Widget[]> {
  const rows = await tx
    .select()
    .from(dashboardWidgets)
    .where(where)
    .orderBy(asc(dashboardWidgets.categoryId), asc(dashboardWidgets.name), asc(dashboardWidgets.id));
  return rows.map(widgetOf);
}

export async function findWidgetRow(tx: ScopedTx, widgetId: string): Promise<WidgetRow | null> {
  const [row] = await tx.select().from(dashboardWidgets).where(eq(dashboardWidgets.id, widgetId)).limit(1);
  return row ?? null;
}

/** Which of `widgetIds` are catalogue widgets. */
export async function existingWidgetIds(tx: ScopedTx, widgetIds: readonly string[]): Promise<Set<string>> {
  if (widgetIds.length === 0) return new Set();
  const rows = await tx
    .select({ id: dashboardWidgets.id })
    .from(dashboardWidgets)
    .where(inArray(dashboardWidgets.id, [...widgetIds]));
  return new Set(rows.map((row) => row.id));
}

/** Widgets grouped under every category (a category without any shows empty). */
export async function groupByCategory(
  tx: ScopedTx,
  widgets: readonly Widget[],
): Promise<CategoryWithWidgets[]> {
  const categories = await listCategoryRows(tx);
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    widgets: widgets.filter((widget) => widget.categoryId === category.id),
  }));
}
