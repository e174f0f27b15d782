import type { Permission } from '@paydesk/contracts/auth/permissions';
import {
  offerOfObjectUrl,
  reportFilesOfObjectUrl,
} from '@paydesk/contracts/notifications/notifications.model';
import type { Notification } from '@paydesk/contracts/notifications/notifications.schemas';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/feedback/feedback-context';
import { errorMessageOf } from '../../../lib/http/error-message';
import { openOfferDialog } from '../../../lib/offers/offer-dialog-store';
import { browserLocation } from '../../../shell/auth/browser-location';
import { usePermittedAction } from '../../../shell/auth/use-permitted-action';
import { useNotificationActions } from '../api/use-notification-actions';

/**
 * Spec §6: opening a proposal, agreement or pre-check notification needs the matching onboarding
 * key, or CRM.Dashboard.View ("any one of the pair grants it").
 */
export const OPEN_PERMISSIONS = {
  Proposal: ['viewMerchantPortalProposals', 'CRM.Dashboard.View'],
  Agreement: ['viewMerchantPortalAgreements', 'CRM.Dashboard.View'],
  PreCheckForm: ['viewMerchantPortalPrecheck', 'CRM.Dashboard.View'],
} as const satisfies Record<string, readonly Permission[]>;

/** Only web addresses leave the portal: a stored `javascript:` URL must never run. */
function isWebAddress(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url, window.location.href).protocol);
  } catch {
    return false;
  }
}

/**
 * What clicking a notification (or its toast's 'View') does, spec §2 "Notification navigation":
 * it is marked read, then a Proposal or Agreement opens its dialog, a ReportGenerated downloads
 * its files, and PreCheckForm and every other type go to the object URL (inside the portal when
 * `useRouter`, else a page load).
 */
export function useOpenNotification(): (item: Notification) => void {
  const navigate = useNavigate();
  const notify = useNotify();
  const { t } = useTranslation();
  const actions = useNotificationActions();

  const goTo = useCallback(
    (item: Notification) => {
      const url = item.objectUrl;
      if (!url) return;
      if (item.useRouter) void navigate(url);
      else if (isWebAddress(url)) browserLocation.assign(url);
    },
    [navigate],
  );

  const openOffer = useCallback(
    (item: Notification) => {
      void actions.markRead(item);
      const offer = offerOfObjectUrl(item.objectUrl);
      // An object URL naming no offer still leads somewhere useful: the page it names.
      if (offer) void openOfferDialog(offer.kind, offer.id);
      else goTo(item);
    },
    [actions, goTo],
  );
  const openProposal = usePermittedAction(OPEN_PERMISSIONS.Proposal, openOffer);
  const openAgreement = usePermittedAction(OPEN_PERMISSIONS.Agreement, openOffer);
  const openPrecheck = usePermittedAction(OPEN_PERMISSIONS.PreCheckForm, (item: Notification) => {
    void actions.markRead(item);
    goTo(item);
  });

  return useCallback(
    (item: Notification) => {
      switch (item.notificationType) {
        case 'Proposal':
          return openProposal(item);
        case 'Agreement':
          return openAgreement(item);
        case 'PreCheckForm':
          return openPrecheck(item);
        case 'ReportGenerated': {
          void actions.markRead(item);
          const zipName = t('notifications.reportsZip', { date: item.created.slice(0, 10) });
          // The download (its call and the zip library) loads when a report is first opened.
          import('./report-download')
            .then(({ downloadReports }) => downloadReports(reportFilesOfObjectUrl(item.objectUrl), zipName))
            .catch(async (error: unknown) => notify.error(await errorMessageOf(error)));
          return;
        }
        default:
          void actions.markRead(item);
          goTo(item);
      }
    },
    [openProposal, openAgreement, openPrecheck, actions, goTo, notify, t],
  );
}
