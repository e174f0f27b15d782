import {
  TRANSACTION_JOB_LIMITS,
  TRANSACTION_JOB_MESSAGES,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import type { BulkUpdateChange } from '@paydesk/contracts/transaction-jobs/transaction-jobs.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkUpdateSubmission } from '../api/bulk-update-calls';
import { type BulkUpdateErrors, bulkUpdateErrorsOf } from '../api/field-errors';
import { csvReferences, parseReferenceList } from '../model/reference-list';
import type { ChangeState } from './bulk-update-fields';
import type { SourceKind, SourceState } from './transactions-source';

const MAX = TRANSACTION_JOB_LIMITS.bulkUpdateItems;
const NO_SERVER_ERRORS: BulkUpdateErrors = { fields: {}, rows: [] };

/**
 * The state of the bulk update request form: the transactions (a file or a list), the change, and
 * the messages to show — the form's own checks once "Review" was pressed, and the server's 400
 * field and row messages until the user edits again.
 */
export function useBulkUpdateForm() {
  const { t } = useTranslation();
  const [source, setSource] = useState<SourceState>({
    kind: 'file',
    file: null,
    fileCount: null,
    listText: '',
  });
  const [change, setChange] = useState<ChangeState>({ actionType: '', declineReason: '', comment: '' });
  const [reviewed, setReviewed] = useState(false);
  const [server, setServer] = useState<BulkUpdateErrors>(NO_SERVER_ERRORS);
  const list = parseReferenceList(source.listText);
  const count = source.kind === 'list' ? list.length : (source.fileCount ?? 0);

  const c = (key: string) => t(`transactionJobs.bulkUpdate.${key}`);
  const sourceError = (): string | undefined => {
    if (source.kind === 'file') {
      if (!source.file) return c('fileRequired');
      if (source.fileCount === null) return c('fileUnreadable');
      if (source.fileCount === 0) return TRANSACTION_JOB_MESSAGES.emptyFile;
    } else if (list.length === 0) return c('transactionsRequired');
    return count > MAX ? t('transactionJobs.bulkUpdate.tooMany', { max: MAX }) : undefined;
  };
  const own: Record<string, string | undefined> = {
    source: sourceError(),
    actionType: change.actionType === '' ? c('actionTypeRequired') : undefined,
    declineReason:
      change.actionType === 'Decline' && change.declineReason.trim() === ''
        ? c('declineReasonRequired')
        : undefined,
    comment: change.comment.trim() === '' ? c('commentRequired') : undefined,
  };
  const valid = Object.values(own).every((e) => e === undefined);
  const shown = (name: string) => server.fields[name] ?? (reviewed ? own[name] : undefined);

  const edited = () => setServer(NO_SERVER_ERRORS);
  return {
    source,
    change,
    count,
    listCount: list.length,
    errors: {
      source: server.fields.file ?? server.fields.transactions ?? (reviewed ? own.source : undefined),
      actionType: shown('actionType'),
      declineReason: shown('declineReason'),
      comment: shown('comment'),
    },
    rowErrors: server.rows,
    setKind: (kind: SourceKind) => {
      edited();
      setSource((s) => ({ ...s, kind }));
    },
    setFile: (file: File | null) => {
      edited();
      setSource((s) => ({ ...s, file, fileCount: null }));
      // Counted for the confirmation; the server reads the file itself.
      void file
        ?.text()
        .then((text) => csvReferences(text).length)
        .catch(() => null)
        .then((fileCount) => setSource((s) => (s.file === file ? { ...s, fileCount } : s)));
    },
    setListText: (listText: string) => {
      edited();
      setSource((s) => ({ ...s, listText }));
    },
    setChange: (patch: Partial<ChangeState>) => {
      edited();
      setChange((current) => ({ ...current, ...patch }));
    },
    /** Shows the form's own messages; true when the request may go to the confirmation. */
    review: (): boolean => {
      setReviewed(true);
      return valid;
    },
    refused: (error: unknown) => setServer(bulkUpdateErrorsOf(error)),
    submission: (): BulkUpdateSubmission | null => {
      if (!valid || change.actionType === '') return null;
      const body: BulkUpdateChange = {
        actionType: change.actionType,
        comment: change.comment.trim(),
        ...(change.actionType === 'Decline' && { declineReason: change.declineReason.trim() }),
      };
      if (source.kind === 'list') return { source: 'list', transactions: list, change: body };
      return source.file ? { source: 'file', file: source.file, change: body } : null;
    },
  };
}
