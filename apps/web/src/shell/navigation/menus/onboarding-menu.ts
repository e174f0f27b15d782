import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import { anyOf } from '../routes/route-builders';
import { item, type MenuGroupDef, menuGroup } from './menu-types';

/**
 * Spec §2 onboarding menu: the pre-check form and documents, and (designed beyond the spec) the
 * merchant's proposals and agreements. Their routes have no permission guard (spec §2 "boarding
 * (no guard)"), so the menu gates each by its onboarding key (spec §6); the proposals page shows
 * to holders of either the proposals or the agreements key.
 */
export const ONBOARDING_MENU: MenuGroupDef = menuGroup(
  'onboarding',
  'onboarding',
  [
    item('boarding/precheckform', { rule: anyOf('viewMerchantPortalPrecheck') }),
    item('boarding/documents', { rule: anyOf('viewMerchantPortalDocuments') }),
    item('boarding/proposals', {
      rule: anyOf('viewMerchantPortalProposals', 'viewMerchantPortalAgreements'),
    }),
  ],
  AssignmentTurnedInIcon,
);
