import type { BoardingFeeKey } from '@paydesk/contracts/onboarding/onboarding.model';
import type { PriceBookEntry } from '@paydesk/contracts/onboarding/pricebook.schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceBookEntries } from '../../api/pricebook-queries';
import {
  type ChosenFees,
  type ComposerValues,
  FIELD,
  type FieldErrors,
  productChoices,
  validateComposer,
} from './composer-values';

/**
 * The composer's values, the chosen price book's products, and the messages. A field's message
 * shows once it was left or a save was tried; a server 400 message stays on its field until that
 * field changes. `chosen`: a saved draft's products and values, laid over its own book's.
 */
export function useComposerForm(initial: ComposerValues, chosen?: ChosenFees) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const entriesQuery = usePriceBookEntries(values.pricebookId || null);
  const entries: readonly PriceBookEntry[] | undefined = entriesQuery.data;
  const laidOutFor = useRef<string | null>(null);

  // A book's products are laid out once its entries arrive; choosing another book starts afresh.
  useEffect(() => {
    if (!entries || laidOutFor.current === values.pricebookId) return;
    laidOutFor.current = values.pricebookId;
    const keep = values.pricebookId === initial.pricebookId ? chosen : undefined;
    setValues((v) => ({ ...v, products: productChoices(entries, keep) }));
  }, [entries, values.pricebookId, initial.pricebookId, chosen]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const errors = useMemo(
    () =>
      validateComposer(values, entries ?? [], {
        required: t('onboardingReview.composer.enterFee'),
        notANumber: t('onboardingReview.composer.notANumber'),
        choosePriceBook: t('onboardingReview.composer.choosePriceBook'),
      }),
    [values, entries, t],
  );

  const clearServer = (field: string) =>
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  const touch = (field: string) => setTouched((current) => new Set(current).add(field));

  return {
    values,
    entries,
    entriesQuery,
    errors,
    hasErrors: Object.keys(errors).length > 0,
    /** Whether to say that some fields need attention: after a failed try, or a server 400. */
    showsProblems: (tried && Object.keys(errors).length > 0) || Object.keys(serverErrors).length > 0,
    /** The message to show under `field` now. */
    errorOf: (field: string) =>
      serverErrors[field] ?? (tried || touched.has(field) ? errors[field] : undefined),
    /** A server message on the form as a whole (no field to put it on). */
    formError: serverErrors[FIELD.form],
    touch,
    tryIt: () => setTried(true),
    setServerErrors,
    setPriceBook: (pricebookId: string) => {
      clearServer(FIELD.pricebookId);
      setValues((v) => ({ ...v, pricebookId, products: {} }));
    },
    setFee: (key: BoardingFeeKey, text: string) => {
      clearServer(FIELD.fee(key));
      setValues((v) => ({ ...v, fees: { ...v.fees, [key]: text } }));
    },
    toggleProduct: (productId: string, selected: boolean) => {
      clearServer(FIELD.products);
      setValues((v) => {
        const choice = v.products[productId];
        if (!choice) return v;
        return { ...v, products: { ...v.products, [productId]: { ...choice, selected } } };
      });
    },
    setProductFee: (productId: string, feeTypeId: string, text: string) => {
      clearServer(FIELD.productFee(productId, feeTypeId));
      setValues((v) => {
        const choice = v.products[productId];
        if (!choice) return v;
        const items = { ...choice.items, [feeTypeId]: text };
        return { ...v, products: { ...v.products, [productId]: { ...choice, items } } };
      });
    },
    setBody: (proposalBody: string) => {
      clearServer(FIELD.proposalBody);
      setValues((v) => ({ ...v, proposalBody }));
    },
  };
}

export type ComposerForm = ReturnType<typeof useComposerForm>;
