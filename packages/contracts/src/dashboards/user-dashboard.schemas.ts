import { z } from 'zod';
import { TEXT_MAX, text } from '../validation/text';
import { DASHBOARD_GRID, DashboardUserType, PersonalWidgetSource } from './dashboard-enums';
import { Widget } from './widget.schemas';
import { WidgetFiltersText } from './widget-filters';

/**
 * Personal dashboards (spec §7 "User dashboard", the v2 calls) and the signed-in user's dashboard
 * (`dashboard/category/list/user/widgets`). A personal widget is a catalogue widget the user added,
 * with its own title, filters and place on the grid. docs/dashboards.md says who sees what.
 */

const Id = z.uuid();
export const IdParams = z.object({ id: Id });

/**
 * Where a widget sits on the 12-column grid (a field the spec does not have): column `x`, row `y`,
 * `w` columns wide and `h` rows high, never past the grid's right edge.
 */
export const WidgetLayout = z
  .object({
    x: z
      .number()
      .int()
      .min(0)
      .max(DASHBOARD_GRID.columns - 1),
    y: z.number().int().min(0).max(DASHBOARD_GRID.maxRows),
    w: z.number().int().min(1).max(DASHBOARD_GRID.columns),
    h: z.number().int().min(1).max(DASHBOARD_GRID.maxHeight),
  })
  .refine((layout) => layout.x + layout.w <= DASHBOARD_GRID.columns, {
    message: `Must fit in the grid's ${DASHBOARD_GRID.columns} columns`,
    path: ['w'],
  });
export type WidgetLayout = z.infer<typeof WidgetLayout>;

const title = text(TEXT_MAX.name).trim().min(1, 'Enter a title');

/** `POST v2/user-dashboard/add`: a widget of the user's available catalogue, with its own filters. */
export const AddPersonalWidgetInput = z.strictObject({
  widgetId: Id,
  /** One of the user's own categories; none puts it under "My dashboard". */
  categoryId: Id.nullish(),
  /** The catalogue widget's name when left out. */
  title: title.nullish(),
  /** The catalogue widget's default filters when left out. */
  filters: WidgetFiltersText.nullish(),
  /** Below the user's other widgets, in the catalogue widget's size, when left out. */
  layout: WidgetLayout.nullish(),
});
export type AddPersonalWidgetInput = z.infer<typeof AddPersonalWidgetInput>;

/** One widget's changes; a field left out keeps its value. */
export const PersonalWidgetEdit = z.strictObject({
  id: Id,
  categoryId: Id.nullish(),
  title: title.optional(),
  filters: WidgetFiltersText.optional(),
  layout: WidgetLayout.optional(),
});
export type PersonalWidgetEdit = z.infer<typeof PersonalWidgetEdit>;

/**
 * `PUT v2/user-dashboard/edit`: one widget's changes, or the whole dashboard's new order (every
 * widget with its layout, after a drag), saved together in one transaction.
 */
export const EditPersonalWidgetsInput = z.strictObject({
  widgets: z
    .array(PersonalWidgetEdit)
    .min(1, 'Send at least one widget')
    .max(200)
    .refine((edits) => new Set(edits.map((edit) => edit.id)).size === edits.length, {
      message: 'Each widget may appear once',
    }),
});
export type EditPersonalWidgetsInput = z.infer<typeof EditPersonalWidgetsInput>;

/** A widget on a user's dashboard. Read-only unless `source` is `own`. */
export const PersonalWidget = z.object({
  id: Id,
  /** The user's category, or null ("My dashboard"; a default's and a shared widget's are null). */
  categoryId: Id.nullable(),
  title: z.string(),
  /** JSON text of WidgetFilters: what the data call sends (spec §7). */
  filters: z.string(),
  layout: WidgetLayout,
  source: PersonalWidgetSource,
  readOnly: z.boolean(),
  /** Who shared it, for a shared widget. */
  sharedBy: z.string().nullable(),
  /** The catalogue widget it draws: type, configuration and data source. */
  widget: Widget,
});
export type PersonalWidget = z.infer<typeof PersonalWidget>;
export const PersonalWidgetList = z.object({ items: z.array(PersonalWidget) });

/** Spec §7 user-dashboard category: `name`, `userType` (+ `id`). */
export const UserCategoryInput = z.strictObject({
  name: text(TEXT_MAX.name).trim().min(1, 'Enter a name'),
  userType: DashboardUserType,
});
export const UserCategoryUpdate = UserCategoryInput.extend({ id: Id });
export const UserCategory = z.object({ id: Id, name: z.string(), userType: DashboardUserType });
export type UserCategory = z.infer<typeof UserCategory>;
export const UserCategoryList = z.object({ items: z.array(UserCategory) });

/** `GET v2/user-dashboard/by-category/{id}`: one of the user's categories with its widgets. */
export const UserCategoryWidgets = z.object({ category: UserCategory, widgets: z.array(PersonalWidget) });
export type UserCategoryWidgets = z.infer<typeof UserCategoryWidgets>;

/** Spec §7 share: `widgetId, roleId` (a personal widget and a role of the user's tenant). */
export const ShareInput = z.strictObject({ widgetId: Id, roleId: Id });
export const Share = z.object({ widgetId: Id, roleId: Id, roleName: z.string() });
export type Share = z.infer<typeof Share>;
export const ShareList = z.object({ items: z.array(Share) });
export const Unshared = z.object({ widgetId: Id, roleId: Id });
/** A role the user may share a widget with (their own tenant's, of their own kind). */
export const ShareableRole = z.object({ id: Id, name: z.string() });
export type ShareableRole = z.infer<typeof ShareableRole>;
export const ShareableRoleList = z.object({ items: z.array(ShareableRole) });

/** A group of the user's dashboard; `id` null for "My dashboard" and the default's groups. */
export const DashboardCategory = z.object({
  id: Id.nullable(),
  name: z.string(),
  widgets: z.array(PersonalWidget),
});

/**
 * `GET dashboard/category/list/user/widgets`: the signed-in user's dashboard. `isDefault` is true
 * when the user has no widget of their own yet and sees their audience's seeded default.
 */
export const UserDashboard = z.object({
  userType: DashboardUserType,
  isDefault: z.boolean(),
  categories: z.array(DashboardCategory),
});
export type UserDashboard = z.infer<typeof UserDashboard>;
