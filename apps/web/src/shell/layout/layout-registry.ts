import type { LayoutName } from '@paydesk/contracts/users/user-context.schemas';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * The four layouts of spec §2, each in its own chunk: a user downloads only the layout they use
 * (and another one if they pick it in the quick panel).
 */
export const LAYOUTS: Readonly<Record<LayoutName, LazyExoticComponent<ComponentType>>> = {
  'vertical-layout-1': lazy(async () => ({
    default: (await import('./vertical-layout-1/vertical-layout-1')).VerticalLayout1,
  })),
  enterprise: lazy(async () => ({
    default: (await import('./enterprise/enterprise-layout')).EnterpriseLayout,
  })),
  material: lazy(async () => ({ default: (await import('./material/material-layout')).MaterialLayout })),
  'vertical-v2': lazy(async () => ({
    default: (await import('./vertical-v2/vertical-v2-layout')).VerticalV2Layout,
  })),
};
