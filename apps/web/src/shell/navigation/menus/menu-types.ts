import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { NavTitleId } from '../../../i18n/locales/en-nav';
import type { AccessRule } from '../../auth/access';
import { title } from '../routes/route-builders';
import type { TitleKey } from '../routes/route-types';

export type MenuIcon = ComponentType<SvgIconProps>;

/**
 * A menu entry: a route of the route table. Its title and permissions are the route's unless
 * given here (the onboarding items are gated in the menu although their routes are not).
 */
export interface MenuItemDef {
  readonly kind: 'item';
  readonly path: string;
  readonly title?: TitleKey;
  readonly icon?: MenuIcon;
  readonly rule?: AccessRule;
}

/** A collapsible group; it shows when at least one of its entries shows (spec §2). */
export interface MenuGroupDef {
  readonly kind: 'group';
  readonly id: string;
  readonly title: TitleKey;
  readonly icon?: MenuIcon;
  readonly children: readonly MenuNodeDef[];
}

export type MenuNodeDef = MenuItemDef | MenuGroupDef;

export function item(path: string, extra: Omit<MenuItemDef, 'kind' | 'path'> = {}): MenuItemDef {
  return { kind: 'item', path, ...extra };
}

/** Items for paths under one prefix. */
export function items(prefix: string, ...paths: string[]): MenuItemDef[] {
  return paths.map((p) => item(`${prefix}/${p}`));
}

export function menuGroup(
  id: string,
  titleId: NavTitleId,
  children: readonly MenuNodeDef[],
  icon?: MenuIcon,
): MenuGroupDef {
  return { kind: 'group', id, title: title(titleId), children, ...(icon ? { icon } : {}) };
}
