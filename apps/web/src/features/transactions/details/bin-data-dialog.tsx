import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../components/fact-list/fact-list';
import { fetchBinData } from '../api/detail-maintenance-calls';
import type { TransactionRef } from '../api/detail-queries';
import { useTabQuery } from '../api/detail-tab-queries';
import { BinDataForm } from './bin-data-form';
import { TabState } from './tab-state';

interface Props {
  readonly transactionRef: TransactionRef;
  readonly bin: string;
  readonly mayEdit: boolean;
  readonly onClose: () => void;
}

/** What the card's BIN says (brand, issuer, country, type, level); operators may correct it. */
export function BinDataDialog({ transactionRef, bin, mayEdit, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useTabQuery(transactionRef, 'binData', fetchBinData);
  const [editing, setEditing] = useState(false);
  const b = (key: string) => t(`transactionDetails.binData.${key}`);
  if (editing && query.data) {
    return <BinDataForm transactionRef={transactionRef} bin={bin} current={query.data} onClose={onClose} />;
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('transactionDetails.binData.title', { bin })}</DialogTitle>
      <DialogContent>
        <TabState query={query} empty={null}>
          {(data) => (
            <FactList
              label={b('open')}
              facts={[
                { label: b('bin'), value: data.bin },
                { label: b('brand'), value: data.brand },
                { label: b('issuer'), value: data.issuer },
                { label: b('country'), value: data.country },
                { label: b('cardType'), value: data.cardType },
                { label: b('cardLevel'), value: data.cardLevel },
                {
                  label: b('source'),
                  value: t(`transactionDetails.binData.sources.${data.source}`, { by: data.updatedBy }),
                },
              ]}
            />
          )}
        </TabState>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{b('close')}</Button>
        {mayEdit && (
          <Button variant="contained" disabled={!query.data} onClick={() => setEditing(true)}>
            {b('edit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
