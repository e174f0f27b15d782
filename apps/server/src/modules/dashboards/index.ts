/**
 * dashboards' public entry: what the demo seed builds the widget catalogue, its assignment and the
 * default dashboards from. Other modules and the seed import this module only through this file.
 */

export { widgetColumnsOf } from './catalogue.repository';
export {
  type DefaultAudience,
  dashboardCategories,
  dashboardDefaultWidgets,
  dashboardRoleWidgets,
  dashboardTenantWidgets,
  dashboardWidgets,
} from './dashboards.table';
