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
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../../components/file-upload/file-upload';
import { Textarea } from '../../../components/forms/text/textarea';
import { postComment } from '../api/ticket-calls';
import { type TicketRef, uploadTenantOf } from '../api/ticket-ref';
import { useTicketAttachments } from '../contact-support/use-ticket-attachments';
import { useTicketAction } from './use-ticket-action';

type Visibility = 'public' | 'internal';

/**
 * The reply box: a public reply or an internal note (read only by the writer's own side, spec §6),
 * with attachments uploaded first and sent as File references. A closed ticket takes no replies.
 */
export function CommentBox({ ticket, ticketRef }: { ticket: Ticket; ticketRef: TicketRef }) {
  const { t } = useTranslation();
  const [content, setContent] = useState('');
  const [visibility, setVisibility] = useState<Visibility>('public');
  const uploads = useTicketAttachments(uploadTenantOf(ticketRef));
  const send = useTicketAction(
    ticket.ticketId,
    (body: { content: string; isInternal: boolean; fileIds: string[] }) =>
      postComment(ticketRef, {
        content: body.content,
        isInternal: body.isInternal,
        references: body.fileIds.map((id) => ({ key: 'File', value: id })),
      }),
    ({ isInternal }) => t(isInternal ? 'support.comment.internalSent' : 'support.comment.sent'),
  );
  const closed = ticket.status === 'Closed';
  const fileIds = uploads.items.flatMap((item) => (item.status === 'uploaded' && item.id ? [item.id] : []));
  const canSend = !closed && content.trim().length > 0 && !uploads.busy && !send.isPending;

  const submit = () => {
    if (!canSend) return;
    send.mutate(
      { content: content.trim(), isInternal: visibility === 'internal', fileIds },
      {
        onSuccess: () => {
          setContent('');
          // The files now belong to the comment: forget them without deleting them.
          uploads.clear();
        },
      },
    );
  };

  return (
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
            {visibility === 'internal' ? t('support.comment.internalHint') : t('support.comment.publicHint')}
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
  );
}
