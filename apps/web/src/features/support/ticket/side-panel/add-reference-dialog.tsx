import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../../components/forms/select/searchable-select';
import { TextInput } from '../../../../components/forms/text/text-input';
import { addReferences } from '../../api/ticket-calls';
import { useCustomerOptions } from '../../contact-support/use-ticket-options';
import type { TicketViewer } from '../ticket-viewer';
import { useTicketAction } from '../use-ticket-action';

type Kind = 'Transaction' | 'Customer';

interface AddReferenceDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly ticket: Ticket;
  readonly viewer: TicketViewer;
}

/** Names a transaction, or (users without a merchant id, spec §6) a customer, on the ticket. */
export function AddReferenceDialog({ open, onClose, ticket, viewer }: AddReferenceDialogProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<Kind>('Transaction');
  const [value, setValue] = useState('');
  const customers = useCustomerOptions(
    open && viewer.canReferenceCustomers && kind === 'Customer',
    viewer.isPlatformStaff,
    viewer.isPlatformStaff ? ticket.tenant.tenantId : null,
  );
  const add = useTicketAction(
    ticket.ticketId,
    (reference: { key: Kind; value: string }) => addReferences(viewer.ref, [reference]),
    () => t('support.panel.referenceAdded'),
  );
  const close = () => {
    setValue('');
    onClose();
  };
  const trimmed = value.trim();

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="add-reference-title">
      <DialogTitle id="add-reference-title">{t('support.panel.addReference')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {viewer.canReferenceCustomers && (
            <TextField
              select
              size="small"
              id="reference-kind"
              label={t('support.panel.referenceKind')}
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as Kind);
                setValue('');
              }}
            >
              <MenuItem value="Transaction">{t('support.panel.transaction')}</MenuItem>
              <MenuItem value="Customer">{t('support.panel.customer')}</MenuItem>
            </TextField>
          )}
          {kind === 'Transaction' ? (
            <TextInput
              name="transactionId"
              label={t('support.panel.transactionId')}
              value={value}
              onChange={setValue}
            />
          ) : (
            <SearchableSelect
              name="customerId"
              label={t('support.panel.customer')}
              options={customers.options}
              loading={customers.loading}
              value={value || null}
              onChange={(next) => setValue(next ?? '')}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('support.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!trimmed}
          loading={add.isPending}
          onClick={() => add.mutate({ key: kind, value: trimmed }, { onSuccess: close })}
        >
          {t('support.panel.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
