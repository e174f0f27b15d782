import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BANK_ORDER_COLUMNS, BANK_ORDER_LIMITS } from '@paydesk/contracts/bank-orders/bank-order.model';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/feedback-context';
import { uploadProblems, useUploadBankOrder } from '../api/bank-order-calls';

/**
 * The upload form: bank name, account number and the CSV file. A refused file shows every message
 * the server gave (each row's problem, by row number) until the next attempt.
 */
export function UploadForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const upload = useUploadBankOrder();
  const [bankName, setBankName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const problems = uploadProblems(upload.error);
  const fieldMessage = (field: string) => problems.fields[field]?.join(' ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!bankName.trim() || !accountNumber.trim() || !file) {
      setMissing(true);
      return;
    }
    setMissing(false);
    upload.mutate(
      { bankName: bankName.trim(), accountNumber: accountNumber.trim(), csvFile: file },
      {
        onSuccess: (order) => {
          notify.success(t('bankOrders.form.uploaded', { count: order.itemCount }));
          setFile(null);
          if (input.current) input.current.value = '';
        },
      },
    );
  };
  const required = (value: string | File | null) =>
    missing && (!value || (typeof value === 'string' && !value.trim()));

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack
        component="form"
        spacing={2}
        onSubmit={submit}
        noValidate
        aria-label={t('bankOrders.form.heading')}
      >
        <Typography variant="h6" component="h2">
          {t('bankOrders.form.heading')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            size="small"
            id="bank-order-bank-name"
            label={t('bankOrders.form.bankName')}
            value={bankName}
            onChange={(event) => setBankName(event.target.value)}
            error={required(bankName) || !!fieldMessage('bankName')}
            helperText={required(bankName) ? t('bankOrders.form.required') : fieldMessage('bankName')}
            slotProps={{ htmlInput: { maxLength: BANK_ORDER_LIMITS.maxBankNameLength } }}
            sx={{ flex: 1 }}
          />
          <TextField
            size="small"
            id="bank-order-account-number"
            label={t('bankOrders.form.accountNumber')}
            value={accountNumber}
            onChange={(event) => setAccountNumber(event.target.value)}
            error={required(accountNumber) || !!fieldMessage('accountNumber')}
            helperText={
              required(accountNumber)
                ? t('bankOrders.form.required')
                : (fieldMessage('accountNumber') ?? t('bankOrders.form.accountNumberHint'))
            }
            slotProps={{ htmlInput: { maxLength: 42 } }}
            sx={{ flex: 1 }}
          />
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button variant="outlined" component="label">
            {t('bankOrders.form.chooseFile')}
            <input
              ref={input}
              hidden
              type="file"
              accept=".csv,text/csv"
              aria-label={t('bankOrders.form.csvFile')}
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography color={required(file) ? 'error' : 'text.secondary'}>
            {file?.name ?? (required(file) ? t('bankOrders.form.required') : t('bankOrders.form.noFile'))}
          </Typography>
        </Stack>
        {/* The column list has no spaces: it breaks anywhere rather than widen a phone's page. */}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('bankOrders.form.columnsHint', {
            columns: BANK_ORDER_COLUMNS.join(','),
            maxRows: BANK_ORDER_LIMITS.maxRows,
          })}
        </Typography>
        {upload.isError && (
          <Alert severity="error" role="alert">
            <AlertTitle>{problems.message ?? t('bankOrders.form.refused')}</AlertTitle>
            {(problems.fields.csvFile ?? []).length > 0 && (
              <ul style={{ margin: 0, paddingLeft: 20 }}>
                {(problems.fields.csvFile ?? []).map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            )}
          </Alert>
        )}
        <div>
          <Button type="submit" variant="contained" loading={upload.isPending} disabled={upload.isPending}>
            {t('bankOrders.form.submit')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
