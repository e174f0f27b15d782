import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketViewer } from '../ticket-viewer';
import { AssigneeSelect } from './assignee-select';
import { LabelSelect } from './label-select';
import { PanelSection } from './panel-section';
import { PrioritySelect } from './priority-select';
import { ReferencesSection } from './references-section';
import { ScopingSection } from './scoping-section';
import { StatusActions } from './status-actions';
import { TicketActions } from './ticket-actions';

// Platform staff only; it brings the date-time pickers, which nobody else needs to download.
const PlatformFields = lazy(() => import('./platform-fields').then((m) => ({ default: m.PlatformFields })));

/** Everything that changes a ticket, beside its conversation. */
export function TicketSidePanel({ ticket, viewer }: { ticket: Ticket; viewer: TicketViewer }) {
  const { t } = useTranslation();
  const platformRef = viewer.ref.family === 'platform' && viewer.isPlatformStaff ? viewer.ref : null;
  return (
    <Paper component="aside" variant="outlined" aria-label={t('support.panel.heading')} sx={{ p: 2 }}>
      <Stack spacing={2.5} divider={<Divider flexItem />}>
        <StatusActions ticket={ticket} ticketRef={viewer.ref} />
        <PanelSection title={t('support.panel.handling')}>
          <PrioritySelect ticket={ticket} ticketRef={viewer.ref} />
          {viewer.canAssign && <AssigneeSelect ticket={ticket} ticketRef={viewer.ref} />}
          <LabelSelect ticket={ticket} ownerId={viewer.labelOwnerId} />
        </PanelSection>
        <ReferencesSection ticket={ticket} viewer={viewer} />
        <TicketActions ticket={ticket} viewer={viewer} />
        {platformRef && (
          <Suspense fallback={null}>
            <Stack spacing={2.5}>
              <PlatformFields ticket={ticket} ticketRef={platformRef} />
            </Stack>
          </Suspense>
        )}
        {platformRef && <ScopingSection ticket={ticket} ticketRef={platformRef} />}
      </Stack>
    </Paper>
  );
}
