import {
  type BinData,
  BinDataRequest,
  CARD_LEVELS,
  CARD_TYPES,
} from '@paydesk/contracts/transactions/transaction-maintenance.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/forms/select/option-select';
import { TextInput } from '../../../components/forms/text/text-input';
import { ActionDialogShell } from '../actions/action-dialog-shell';
import { updateBinData } from '../api/detail-maintenance-calls';
import type { TransactionRef } from '../api/detail-queries';
import { useMaintenanceChange } from './use-maintenance-change';

interface Props {
  readonly transactionRef: TransactionRef;
  readonly bin: string;
  readonly current: BinData;
  readonly onClose: () => void;
}

type Draft = Record<'brand' | 'issuer' | 'country' | 'cardType' | 'cardLevel', string>;

/** Corrects the BIN data; the contract's own schema checks it here and on the server. */
export function BinDataForm({ transactionRef, bin, current, onClose }: Props) {
  const { t } = useTranslation();
  const b = (key: string) => t(`transactionDetails.binData.${key}`);
  const [draft, setDraft] = useState<Draft>({
    brand: current.brand ?? '',
    issuer: current.issuer ?? '',
    country: current.country ?? '',
    cardType: current.cardType ?? '',
    cardLevel: current.cardLevel ?? '',
  });
  const [shown, setShown] = useState<Record<string, string>>({});
  const change = useMaintenanceChange(
    (body: BinDataRequest) => updateBinData(transactionRef, body),
    b('saved'),
    onClose,
  );
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = () => {
    // An empty level select means "no level": the processor often sends none (optional on the contract).
    const parsed = BinDataRequest.safeParse({ ...draft, cardLevel: draft.cardLevel || null });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      setShown(errors);
      return;
    }
    setShown({});
    change.submit(parsed.data);
  };
  const error = (key: keyof Draft) => shown[key] ?? change.fieldErrors[key];
  return (
    <ActionDialogShell
      title={t('transactionDetails.binData.title', { bin })}
      submitLabel={b('save')}
      canSubmit
      sending={change.sending}
      refusal={change.refusal}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextInput
        name="brand"
        label={b('brand')}
        value={draft.brand}
        onChange={set('brand')}
        error={error('brand')}
        required
        maxLength={40}
      />
      <TextInput
        name="issuer"
        label={b('issuer')}
        value={draft.issuer}
        onChange={set('issuer')}
        error={error('issuer')}
        required
        maxLength={100}
      />
      <TextInput
        name="country"
        label={b('country')}
        value={draft.country}
        onChange={(value) => set('country')(value.toUpperCase())}
        error={error('country')}
        required
        maxLength={2}
      />
      <OptionSelect
        name="cardType"
        label={b('cardType')}
        value={draft.cardType}
        onChange={set('cardType')}
        options={CARD_TYPES.map((value) => ({ value, label: value }))}
        error={error('cardType')}
        required
      />
      <OptionSelect
        name="cardLevel"
        label={b('cardLevel')}
        value={draft.cardLevel}
        onChange={set('cardLevel')}
        options={CARD_LEVELS.map((value) => ({ value, label: value }))}
        error={error('cardLevel')}
      />
    </ActionDialogShell>
  );
}
