import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { FileUploadField } from '../../../components/file-upload/file-upload';
import { Textarea } from '../../../components/forms/text/textarea';
import { postComment } from '../api/ticket-calls';
import { type TicketRef, uploadTenantOf } from '../api/ticket-ref';
import { useTicketAttachments } from '../contact-support/use-ticket-attachments';
import { draftPlace, useStoredDraft } from '../model/use-stored-draft';
import { useTicketAction } from './use-ticket-action';

type Visibility = 'public' | 'internal';

/** What a reply's draft keeps: the text and whether it is an internal note (never the files). */
const DRAFT_FIELDS = ['content', 'visibility'] as const;

/**
 * The reply box: a public reply or an internal note (read only by the writer's own side, spec §6),
 * with attachments uploaded first and sent as File references. A closed ticket takes no replies.
 * What is typed is kept as the user's draft of this ticket (with its visibility, so an internal
 * note never comes back as a public reply) until it is sent; leaving the ticket with unsent text
 * asks whether to keep the draft or discard it.
 */
export function CommentBox({ ticket, ticketRef }: { ticket: Ticket; ticketRef: TicketRef }) {
  const { t } = useTranslation();
  const draft = useStoredDraft(draftPlace(ticket.ticketId), DRAFT_FIELDS);
  const [content, setContent] = useState(draft.restored.content ?? '');
  const [visibility, setVisibility] = useState<Visibility>(
    draft.restored.visibility === 'internal' ? 'internal' : 'public',
  );
  const uploads = useTicketAttachments(uploadTenantOf(ticketRef));
  const send = useTicketAction(
    ticket.ticketId,
    async (body: { content: string; isInternal: boolean; fileIds: string[] }) => {
      const sent = await postComment(ticketRef, {
        content: body.content,
        isInternal: body.isInternal,
        references: body.fileIds.map((id) => ({ key: 'File', value: id })),
      });
      // Sent: the draft goes, even if the user has left the ticket meanwhile.
      draft.discard();
      return sent;
    },
    ({ isInternal }) => t(isInternal ? 'support.comment.internalSent' : 'support.comment.sent'),
  );
  const unsent = content.trim().length > 0;
  const { save } = draft;
  useEffect(() => save(unsent ? { content, visibility } : null), [save, unsent, content, visibility]);
  // Leaving the ticket (another address; not a change of its query) with unsent text asks first.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsent && !send.isPending && currentLocation.pathname !== nextLocation.pathname,
  );
  const keepAndLeave = () => {
    save({ content, visibility });
    blocker.proceed?.();
  };
  const discardAndLeave = () => {
    draft.discard();
    setContent('');
    blocker.proceed?.();
  };
  const closed = ticket.status === 'Closed';
  const fileIds = uploads.items.flatMap((item) => (item.status === 'uploaded' && item.id ? [item.id] : []));
  const canSend = !closed && content.trim().length > 0 && !uploads.busy && !send.isPending;

  const submit = () => {
    if (!canSend) return;
    const sentText = content.trim();
    send.mutate(
      { content: sentText, isInternal: visibility === 'internal', fileIds },
      {
        onSuccess: () => {
          // Only the text sent goes: this runs once the ticket has been read again (the reply already
          // on screen), and what was typed since then is the next reply, not this one.
          setContent((now) => (now.trim() === sentText ? '' : now));
          // The files now belong to the comment: forget them without deleting them.
          uploads.clear();
        },
      },
    );
  };

  return (
    <>
      <Paper
        component="form"
        variant="outlined"
        aria-label={t('support.comment.form')}
        sx={{ p: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack spacing={2}>
          {closed && <Alert severity="info">{t('support.comment.closedHint')}</Alert>}
          <Textarea
            name="content"
            label={t('support.comment.label')}
            value={content}
            onChange={setContent}
            disabled={closed}
          />
          <FormControl disabled={closed}>
            <FormLabel id="comment-visibility">{t('support.comment.visibility')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="comment-visibility"
              value={visibility}
              onChange={(_, value) => setVisibility(value as Visibility)}
            >
              <FormControlLabel value="public" control={<Radio />} label={t('support.comment.public')} />
              <FormControlLabel value="internal" control={<Radio />} label={t('support.comment.internal')} />
            </RadioGroup>
            <FormHelperText>
              {visibility === 'internal'
                ? t('support.comment.internalHint')
                : t('support.comment.publicHint')}
            </FormHelperText>
          </FormControl>
          <FileUploadField uploads={uploads} disabled={closed} />
          <Button
            type="submit"
            variant="contained"
            endIcon={<SendIcon />}
            disabled={!canSend}
            loading={send.isPending}
            sx={{ alignSelf: 'flex-end' }}
          >
            {t('support.comment.send')}
          </Button>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('support.comment.draft.title')}
        message={t('support.comment.draft.message')}
        confirmLabel={t('support.comment.draft.discard')}
        cancelLabel={t('support.comment.draft.keep')}
        destructive
        onConfirm={discardAndLeave}
        onCancel={keepAndLeave}
        onDismiss={() => blocker.reset?.()}
      />
    </>
  );
}
