import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { TRANSACTION_JOB_LIMITS } from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type SourceKind = 'file' | 'list';

/** The transactions of the request: a chosen CSV (with its rows counted), or a pasted list. */
export interface SourceState {
  readonly kind: SourceKind;
  readonly file: File | null;
  /** The references counted in the file (null while it is read, or when it could not be). */
  readonly fileCount: number | null;
  readonly listText: string;
}

interface Props {
  readonly value: SourceState;
  readonly listCount: number;
  readonly onKind: (kind: SourceKind) => void;
  readonly onFile: (file: File | null) => void;
  readonly onListText: (text: string) => void;
  /** The message of the whole source (nothing listed, too many, the file refused). */
  readonly error?: string;
  /** The server's messages of single rows (1-based rows of the file or the list). */
  readonly rowErrors: readonly { row: number; message: string }[];
  readonly disabled: boolean;
}

const MAX = TRANSACTION_JOB_LIMITS.bulkUpdateItems;

/** Where the transactions of a bulk update come from, and the rows the server refused. */
export function TransactionsSource({
  value,
  listCount,
  onKind,
  onFile,
  onListText,
  error,
  rowErrors,
  disabled,
}: Props) {
  const { t } = useTranslation();
  const c = (key: string, options: Record<string, unknown> = {}) =>
    t(`transactionJobs.bulkUpdate.${key}`, options);
  const labelId = useId();
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle2">
        {c('source')}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-labelledby={labelId}
        value={value.kind}
        onChange={(_, kind: SourceKind | null) => kind && onKind(kind)}
        disabled={disabled}
      >
        <ToggleButton value="file">{c('sourceFile')}</ToggleButton>
        <ToggleButton value="list">{c('sourceList')}</ToggleButton>
      </ToggleButtonGroup>
      {value.kind === 'file' ? (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled}>
            {c('chooseFile')}
            <input
              hidden
              type="file"
              accept=".csv,text/csv,text/plain"
              aria-label={c('file')}
              disabled={disabled}
              onChange={(event) => {
                onFile(event.target.files?.[0] ?? null);
                // The same file can be chosen again after it was edited.
                event.target.value = '';
              }}
            />
          </Button>
          {value.file && value.fileCount !== null && (
            <Typography variant="body2">
              {c('fileChosen', { name: value.file.name, count: value.fileCount })}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {c('fileHint', { max: MAX })}
          </Typography>
        </Stack>
      ) : (
        <TextField
          multiline
          minRows={4}
          maxRows={12}
          label={c('list')}
          value={value.listText}
          onChange={(event) => onListText(event.target.value)}
          helperText={`${c('listHint', { max: MAX })} ${c('listCount', { count: listCount })}`}
          disabled={disabled}
          fullWidth
        />
      )}
      {error && (
        <FormHelperText error role="alert">
          {error}
        </FormHelperText>
      )}
      {rowErrors.length > 0 && (
        <Alert severity="error" role="alert">
          {c('rowErrors')}
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {rowErrors.slice(0, 50).map(({ row, message }) => (
              <li key={`${row}:${message}`}>{c('rowError', { row, message })}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Stack>
  );
}
