import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveJiraTicket, setBillable } from '../../api/ticket-handling-calls';
import type { PlatformTicketRef } from '../../api/ticket-ref';
import { useTicketAction } from '../use-ticket-action';
import { PanelSection } from './panel-section';
import { ServiceTimes } from './service-times';

function BillableToggle({ ticket, ticketRef }: { ticket: Ticket; ticketRef: PlatformTicketRef }) {
  const { t } = useTranslation();
  const change = useTicketAction(
    ticket.ticketId,
    (billable: boolean) => setBillable(ticketRef, billable),
    (billable) => t(billable ? 'support.platform.markedBillable' : 'support.platform.markedNonBillable'),
  );
  const value = ticket.billable === null ? null : ticket.billable ? 'billable' : 'nonBillable';
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      disabled={change.isPending}
      aria-label={t('support.platform.billing')}
      onChange={(_, next: 'billable' | 'nonBillable' | null) => {
        if (next !== null && next !== value) change.mutate(next === 'billable');
      }}
    >
      <ToggleButton value="billable">{t('support.platform.billable')}</ToggleButton>
      <ToggleButton value="nonBillable">{t('support.platform.nonBillable')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

function JiraField({ ticket, ticketRef }: { ticket: Ticket; ticketRef: PlatformTicketRef }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(ticket.jiraTicket ?? '');
  const save = useTicketAction(
    ticket.ticketId,
    (jiraTicket: string | null) => saveJiraTicket(ticketRef, jiraTicket),
    () => t('support.platform.jiraSaved'),
  );
  const next = draft.trim() || null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        id="ticket-jira"
        label={t('support.platform.jira')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ flex: 1 }}
      />
      <Button
        variant="outlined"
        disabled={next === ticket.jiraTicket}
        loading={save.isPending}
        onClick={() => save.mutate(next)}
      >
        {t('support.platform.save')}
      </Button>
    </Stack>
  );
}

/** Platform staff's handling fields (spec §7): billing, the Jira key and the service times. */
export function PlatformFields({ ticket, ticketRef }: { ticket: Ticket; ticketRef: PlatformTicketRef }) {
  const { t } = useTranslation();
  return (
    <>
      <PanelSection title={t('support.platform.billing')}>
        <BillableToggle ticket={ticket} ticketRef={ticketRef} />
      </PanelSection>
      <PanelSection title={t('support.platform.jira')}>
        <JiraField ticket={ticket} ticketRef={ticketRef} />
      </PanelSection>
      <PanelSection title={t('support.platform.times')}>
        <ServiceTimes ticket={ticket} ticketRef={ticketRef} />
      </PanelSection>
    </>
  );
}
