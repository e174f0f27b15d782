import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useNotify } from '../../../components/feedback/feedback-context';
import { useCurrentUser } from '../../../shell/auth/use-current-user';
import { draftPlace, useStoredDraft } from '../model/use-stored-draft';
import { ExpandFieldsMenu } from './expand-fields-menu';
import { FloatingDialog } from './floating-dialog';
import { PlatformTicketFields } from './platform-ticket-fields';
import { TicketFields } from './ticket-fields';
import { ticketRequest } from './ticket-request';
import { type EscalationTarget, useSendTicket } from './use-send-ticket';
import { useTicketAttachments } from './use-ticket-attachments';
import { OPTIONAL_FIELDS, useTicketDraft } from './use-ticket-draft';

/** What a new ticket's draft keeps: its text (never the files, nor the choices of lists). */
const DRAFT_FIELDS = ['subject', 'description'] as const;

/** The form fills the paper, so the fields scroll between a fixed title and a fixed Send. */
const FORM_SX = { display: 'flex', flexDirection: 'column', minHeight: 0 } as const;

/** Spec §2: the two titles the dialog is opened with. */
export type ContactSupportTitle = 'Contact Support' | 'Escalate Ticket';

/**
 * The titles as constants: a `title="..."` literal in JSX reads as hard-coded text to the i18n
 * guard, though the dialog only uses it to pick its translated title.
 */
export const CONTACT_SUPPORT_TITLE = {
  contact: 'Contact Support',
  escalate: 'Escalate Ticket',
} as const satisfies Record<string, ContactSupportTitle>;

export interface ContactSupportDialogProps {
  open: boolean;
  /** Spec §2: the title is passed in. */
  title: ContactSupportTitle;
  /** Escalation mode: the merchant's ticket a tenant escalates to the platform. */
  escalate?: EscalationTarget;
  /** The new ticket's id after Send; null after a cancel (or a failed escalation, spec §8). */
  onClose: (createdTicketId: string | null) => void;
}

/**
 * The Contact Support dialog (spec §2, §4, §5). The form lives only while the dialog is open; its
 * subject and description are kept as the user's draft of a new ticket until it is sent, so an
 * opening starts from that draft (or empty). Closing it with unsent text asks whether to keep the
 * draft or discard it. An escalation starts from the merchant's ticket and keeps no draft.
 */
export function ContactSupportDialog(props: ContactSupportDialogProps) {
  return props.open ? <ContactSupportWindow {...props} /> : null;
}

function ContactSupportWindow({ title, escalate, onClose }: ContactSupportDialogProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const user = useCurrentUser();
  const titleId = useId();
  // Platform staff write to a tenant of their choice; an escalation is always the tenant's own.
  const platform = user.isPlatform && !escalate;
  const offersCustomers = user.merchantId === null; // spec §6: no merchant id may attach customers
  const stored = useStoredDraft(escalate ? null : draftPlace(null), DRAFT_FIELDS);
  const form = useTicketDraft(platform, escalate ? escalate.prefill : stored.restored);
  const uploads = useTicketAttachments(form.draft.tenantId);
  const send = useSendTicket(escalate);
  const [askingToClose, setAskingToClose] = useState(false);
  const { subject, description } = form.draft;
  const unsent = !escalate && (subject.trim().length > 0 || description.trim().length > 0);
  const { save } = stored;
  useEffect(() => save(unsent ? { subject, description } : null), [save, unsent, subject, description]);

  // Spec §4: cancelling deletes the files uploaded so far, then says so.
  const deleteUploads = () =>
    void uploads.removeAll().then((deleted) => {
      if (deleted) notify.success(t('files.addedFilesDeleted'));
    });
  // The dialog closes at once; the deleting finishes behind it.
  const close = () => {
    onClose(null);
    deleteUploads();
  };
  // With unsent text, closing asks first: keep the draft for next time, or discard it.
  const cancel = () => {
    if (unsent) setAskingToClose(true);
    else close();
  };
  const keepDraftAndClose = () => {
    save({ subject, description });
    close();
  };
  const discardAndClose = () => {
    stored.discard();
    close();
  };

  const changeTenant = (tenantId: string | null) => {
    if (tenantId === form.draft.tenantId) return;
    form.set('tenantId', tenantId);
    // Categories, contacts, customers and files all belong to one tenant.
    form.set('category', null);
    form.set('contactEmails', []);
    form.set('customerIds', []);
    if (uploads.items.length > 0) deleteUploads();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.complete || uploads.busy || send.isPending) return;
    const fileIds = uploads.items.flatMap((item) => (item.id ? [item.id] : []));
    const request = ticketRequest(form.draft, fileIds, window.location.href, platform);
    send.mutate(
      { request, platformTenantId: platform ? form.draft.tenantId : null },
      {
        onSuccess: ({ ticketId }) => {
          stored.discard();
          // On a ticket now, the files must stay. After a failed escalation they are on no ticket:
          // delete them quietly, as the spec has the dialog report success then.
          if (ticketId === null) void uploads.removeAll();
          else uploads.clear();
          onClose(ticketId);
        },
      },
    );
  };

  const offered = OPTIONAL_FIELDS.filter((field) => field !== 'customers' || offersCustomers);
  return (
    <>
      <FloatingDialog labelledBy={titleId} onClose={cancel}>
        <Box component="form" noValidate onSubmit={submit} sx={FORM_SX}>
          <DialogTitle id={titleId} sx={{ pr: 6 }}>
            {t(`supportDialogs.contact.titles.${title}`)}
            <IconButton
              aria-label={t('supportDialogs.contact.close')}
              onClick={cancel}
              sx={{ position: 'absolute', right: 8, top: 8 }}
            >
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <DialogContent dividers>
            <Stack spacing={2}>
              {platform && <PlatformTicketFields form={form} onTenantChange={changeTenant} />}
              <TicketFields
                form={form}
                platform={platform}
                offersCustomers={offersCustomers}
                uploads={uploads}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'space-between' }}>
            <ExpandFieldsMenu fields={offered} shown={form.shown} onToggle={form.toggle} />
            <Button
              type="submit"
              variant="contained"
              disabled={!form.complete || uploads.busy || send.isPending}
              startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {t('supportDialogs.contact.send')}
            </Button>
          </DialogActions>
        </Box>
      </FloatingDialog>
      {/* Beside the window, not in it: its Escape must not reach the window's own. */}
      <ConfirmDialog
        open={askingToClose}
        title={t('supportDialogs.contact.draft.title')}
        message={t('supportDialogs.contact.draft.message')}
        confirmLabel={t('supportDialogs.contact.draft.discard')}
        cancelLabel={t('supportDialogs.contact.draft.keep')}
        destructive
        onConfirm={discardAndClose}
        onCancel={keepDraftAndClose}
        onDismiss={() => setAskingToClose(false)}
      />
    </>
  );
}
