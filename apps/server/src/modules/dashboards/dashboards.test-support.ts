import * as userDashboard from '@paydesk/contracts/dashboards/user-dashboard.endpoints';
import type { PersonalWidget, UserDashboard } from '@paydesk/contracts/dashboards/user-dashboard.schemas';
import type { Widget } from '@paydesk/contracts/dashboards/widget.schemas';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../infra/audit/audit-events.table';
import { SYSTEM_SCOPE } from '../../infra/tenancy/data-scope';
import { withScope } from '../../infra/tenancy/with-scope';
import { catalogueWidget } from '../../seed/demo-dashboard-catalogue';
import type { TestApp } from '../../test/test-app';
import { adminTestApp } from '../user-admin/user-admin.test-support';

/** The dashboards tests' kit: the administration tests' app and client, and the calls they repeat. */
export function dashboardsTestApp() {
  const { testApp, api } = adminTestApp();

  /** Adds a catalogue widget (by its seed key) to the user's dashboard. */
  const add = (email: string, key: string, extra: Record<string, unknown> = {}) =>
    api.ok<PersonalWidget>(email, userDashboard.addPersonalWidget, {
      body: { widgetId: catalogueWidget(key).id, ...extra },
    });

  const dashboardOf = (email: string) => api.ok<UserDashboard>(email, userDashboard.getUserDashboard);

  const availableTo = async (email: string) =>
    (await api.ok<{ items: Widget[] }>(email, userDashboard.listAvailableWidgets)).items.map(
      (widget) => widget.widgetId,
    );

  return { testApp, api, add, dashboardOf, availableTo };
}

/** Every widget of a dashboard, whatever its group. */
export function widgetsOf(dashboard: UserDashboard): PersonalWidget[] {
  return dashboard.categories.flatMap((category) => category.widgets);
}

/** The audit trail's rows of an action on a resource. */
export function auditRowsOf(t: TestApp, action: string, resourceId: string) {
  return withScope(t.database.db, SYSTEM_SCOPE, (tx) =>
    tx
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.resourceId, resourceId))),
  );
}
