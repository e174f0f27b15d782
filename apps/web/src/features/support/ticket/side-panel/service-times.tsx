import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../../components/forms/dates/date-picker';
import { ApiError } from '../../../../lib/api/api-error';
import { errorBodyOf, fieldMessagesOf } from '../../../../lib/api/field-errors';
import { resolveTimeZone } from '../../../../lib/format/date-format';
import { saveTicketTime, type TimeField } from '../../api/ticket-handling-calls';
import type { PlatformTicketRef } from '../../api/ticket-ref';
import { refreshTicket, useTicketAction } from '../use-ticket-action';

const FIELDS: readonly TimeField[] = ['initialRequestDateTime', 'responseDateTime', 'resolutionDateTime'];

type Drafts = Record<TimeField, Dayjs | null>;
type FieldMessages = Partial<Record<TimeField, string>>;

/** A stored instant shown in the user's configured time zone (ARCHITECTURE: stored in UTC). */
function inUserZone(value: string | null): Dayjs | null {
  return value ? dayjs.utc(value).tz(resolveTimeZone()) : null;
}

/**
 * What the picker gives, read as a wall-clock time in the user's zone: a field that started empty
 * has no zone of its own, so the picker hands back the browser's.
 */
function asUserZoneTime(value: Dayjs | null): Dayjs | null {
  return value?.isValid() ? value.tz(resolveTimeZone(), true) : value;
}

function toInstant(value: Dayjs | null): string | null {
  return value?.isValid() ? value.toISOString() : null;
}

/**
 * The field messages of a refused save (`{ error: { details: [{ field: 'body.responseDateTime',
 * message }] } }`), by time field. A refusal that names no field of ours is put on `failed`, the
 * field whose call it answered; anything but a 400 stays with the app's error toast alone.
 */
export function timeFieldMessages(error: unknown, failed: TimeField | null): FieldMessages {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const body = errorBodyOf(error);
  if (!body) return {};
  const messages: FieldMessages = {};
  for (const { field, message } of fieldMessagesOf(error)) {
    const named = FIELDS.find((name) => field === name || field.endsWith(`.${name}`));
    if (named) messages[named] ??= message;
  }
  if (Object.keys(messages).length === 0 && failed) messages[failed] = body.message;
  return messages;
}

/**
 * Tells whether the picker inside shows itself invalid. The picker keeps a half-typed date to
 * itself (its value stays empty, or unchanged, until every section is filled) and only marks the
 * field invalid, with aria-invalid on its input box; that mark is what this watches.
 */
function InvalidWatch({
  onInvalid,
  children,
}: {
  onInvalid: (invalid: boolean) => void;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const report = useRef(onInvalid);
  report.current = onInvalid;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const read = () => report.current(element.querySelector('[aria-invalid="true"]') !== null);
    read();
    const observer = new MutationObserver(read);
    observer.observe(element, { subtree: true, attributes: true, attributeFilter: ['aria-invalid'] });
    return () => observer.disconnect();
  }, []);
  return <Box ref={box}>{children}</Box>;
}

/**
 * The initial request, response and resolution times, picked as DD/MM/YYYY HH:mm (spec §9). They
 * are saved together with one button, so choosing a day and then a time sends one change, not two.
 * The button waits while a field holds something that is not a time (half typed, impossible), and
 * a time the server refuses is explained under its field.
 */
export function ServiceTimes({ ticket, ticketRef }: { ticket: Ticket; ticketRef: PlatformTicketRef }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const initial = (): Drafts => ({
    initialRequestDateTime: inUserZone(ticket.initialRequestDateTime),
    responseDateTime: inUserZone(ticket.responseDateTime),
    resolutionDateTime: inUserZone(ticket.resolutionDateTime),
  });
  const [drafts, setDrafts] = useState<Drafts>(initial);
  const [shownInvalid, setShownInvalid] = useState<Partial<Record<TimeField, boolean>>>({});
  const [messages, setMessages] = useState<FieldMessages>({});
  const failedField = useRef<TimeField | null>(null);
  const changed = FIELDS.filter(
    (field) => toInstant(drafts[field]) !== (ticket[field] ? dayjs.utc(ticket[field]).toISOString() : null),
  );
  const invalid = FIELDS.some(
    (field) => shownInvalid[field] || (drafts[field] !== null && !drafts[field]?.isValid()),
  );
  const save = useTicketAction(
    ticket.ticketId,
    async (fields: readonly TimeField[]) => {
      for (const field of fields) {
        failedField.current = field;
        await saveTicketTime(ticketRef, field, toInstant(drafts[field]));
      }
      failedField.current = null;
    },
    () => t('support.platform.timesSaved'),
  );
  const submit = () => {
    setMessages({});
    save.mutate(changed, {
      onError: (error) => {
        setMessages(timeFieldMessages(error, failedField.current));
        // The fields saved before the refusal did change.
        void refreshTicket(queryClient, ticket.ticketId);
      },
    });
  };

  return (
    <Stack spacing={2}>
      {FIELDS.map((field) => (
        <InvalidWatch
          key={field}
          onInvalid={(shown) =>
            setShownInvalid((before) => (before[field] === shown ? before : { ...before, [field]: shown }))
          }
        >
          <DatePicker
            name={field}
            showTimePicker
            label={t(`support.platform.${field}`)}
            value={drafts[field]}
            error={messages[field]}
            onChange={(value) => {
              setDrafts((d) => ({ ...d, [field]: asUserZoneTime(value) }));
              setMessages(({ [field]: _answered, ...others }) => others);
            }}
          />
        </InvalidWatch>
      ))}
      <Button
        variant="outlined"
        disabled={changed.length === 0 || invalid}
        loading={save.isPending}
        onClick={submit}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('support.platform.saveTimes')}
      </Button>
    </Stack>
  );
}
