import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { maskCardNumber } from '@paydesk/contracts/transactions/transaction.model';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../../components/fact-list/fact-list';
import { useCurrentUser } from '../../../../shell/auth/use-current-user';
import { maintenanceAccess } from '../../api/detail-maintenance-calls';
import type { TransactionRef } from '../../api/detail-queries';
import { fetchDetails } from '../../api/detail-tab-calls';
import { useTabQuery } from '../../api/detail-tab-queries';
import { BinDataDialog } from '../bin-data-dialog';
import { TabState } from '../tab-state';

/** Customer, card (masked only) and processing data of the `details` call. */
export function DetailsTab({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  const query = useTabQuery(transactionRef, 'details', fetchDetails);
  const mayEditBin = maintenanceAccess(useCurrentUser(), transactionRef.area).editBinData;
  const [binOpen, setBinOpen] = useState(false);
  const l = (key: string) => t(`transactionDetails.details.${key}`);
  return (
    <TabState query={query} empty={null}>
      {({ customer, card, processing }) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
              {l('customer')}
            </Typography>
            <FactList
              label={l('customer')}
              facts={[
                { label: l('name'), value: customer.name },
                { label: l('email'), value: customer.email },
                { label: l('phone'), value: customer.phone },
                { label: l('country'), value: customer.country },
                { label: l('ipAddress'), value: customer.ipAddress },
              ]}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
              {l('card')}
            </Typography>
            <FactList
              label={l('card')}
              facts={[
                // Spec §9: first 6 and last 4 only, masked again here whatever arrives.
                { label: l('masked'), value: card.masked && maskCardNumber(card.masked) },
                { label: l('bin'), value: card.bin },
                { label: l('brand'), value: card.brand },
                { label: l('holderName'), value: card.holderName },
                { label: l('expiry'), value: card.expiry },
                { label: l('issuerCountry'), value: card.issuerCountry },
              ]}
            />
            {/* The BIN data is read when the dialog opens: the tab itself makes one call. */}
            {card.bin && (
              <Button size="small" sx={{ mt: 1 }} onClick={() => setBinOpen(true)}>
                {t('transactionDetails.binData.open')}
              </Button>
            )}
            {binOpen && card.bin && (
              <BinDataDialog
                transactionRef={transactionRef}
                bin={card.bin}
                mayEdit={mayEditBin}
                onClose={() => setBinOpen(false)}
              />
            )}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600, mb: 1 }}>
              {l('processing')}
            </Typography>
            <FactList
              label={l('processing')}
              facts={[
                { label: l('authorisationCode'), value: processing.authorisationCode },
                { label: l('processorReference'), value: processing.processorReference },
                { label: l('rrn'), value: processing.rrn },
                { label: l('responseCode'), value: processing.responseCode },
                { label: l('responseMessage'), value: processing.responseMessage },
                { label: l('description'), value: processing.description },
              ]}
            />
          </Grid>
        </Grid>
      )}
    </TabState>
  );
}
