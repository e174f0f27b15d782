import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BankOrder } from '@paydesk/contracts/bank-orders/bank-order.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderDialog } from './orders/order-dialog';
import { OrdersTable } from './orders/orders-table';
import { UploadForm } from './upload/upload-form';

/**
 * Bank-order uploads (transaction-management/bank-order-uploads): the upload form, the uploaded
 * orders and one order's payments. Orders are kept, not sent: the page says so plainly.
 */
export function BankOrderUploadsPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<BankOrder | null>(null);
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {t('bankOrders.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('bankOrders.intro')}
      </Typography>
      <Alert severity="info">{t('bankOrders.notSubmitted')}</Alert>
      <UploadForm />
      <OrdersTable onOpen={setOpen} />
      {open && <OrderDialog order={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
