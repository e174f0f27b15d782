import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SavedFilter } from '@paydesk/contracts/transactions/transaction.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { errorCodeOf, fieldErrorsOf } from '../../../lib/api/field-errors';
import { errorMessageOf } from '../../../lib/http/error-message';
import type { LookupArea } from '../../../lib/transactions/lookup-area';
import { applyFilter, filterOf, type LookupState } from '../../../lib/transactions/lookup-params';
import { useSavedFilterMutations, useSavedFilters } from '../api/lookup-saved-filters';
import { DeleteFilterDialog } from './delete-filter-dialog';
import { SaveFilterDialog } from './save-filter-dialog';

interface SavedFiltersBarProps {
  readonly area: LookupArea;
  readonly state: LookupState;
  /** Replaces the whole lookup state (a saved filter replaces every filter). */
  readonly replace: (next: LookupState) => void;
}

const NONE = '';

/**
 * Why the server refused the name, for the name field: SAVED_FILTER_NAME_TAKEN (the name is taken,
 * compared without case; the server's message) or a 400 on the name. Other failures, another
 * refusal among them, say nothing about the name; the toast tells them.
 */
async function nameProblemOf(error: unknown): Promise<string | null> {
  if (!(error instanceof ApiError)) return null;
  if (errorCodeOf(error) === 'SAVED_FILTER_NAME_TAKEN') return errorMessageOf(error);
  return error.status === 400 ? (fieldErrorsOf(error).name ?? null) : null;
}

/**
 * Spec §4 saved filter flow on the lookup: choose one (its filter goes to the URL), save the
 * current filter under a name (then chosen), update the chosen one with the current filter,
 * delete it (after a confirmation; the choice is cleared), or clear the choice.
 */
export function SavedFiltersBar({ area, state, replace }: SavedFiltersBarProps) {
  const { t } = useTranslation();
  const filters = useSavedFilters();
  const [saving, setSaving] = useState(false);
  // The server's reason a name was refused, shown on the name field until the name changes.
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  // The filter asked about stays named while its dialog closes.
  const [deleting, setDeleting] = useState<SavedFilter | null>(null);
  const [confirming, setConfirming] = useState(false);
  const askDelete = (filter: SavedFilter) => {
    setDeleting(filter);
    setConfirming(true);
  };
  const select = (filter: SavedFilter) =>
    replace({ ...applyFilter(state, filter.filter, area), savedFilter: filter.externalId });
  const { create, update, remove } = useSavedFilterMutations({
    onCreated: (created) => {
      setSaving(false);
      replace({ ...state, savedFilter: created.externalId });
    },
    onDeleted: () => {
      setConfirming(false);
      replace({ ...state, savedFilter: null });
    },
  });
  const chosen = filters.data?.find((f) => f.externalId === state.savedFilter) ?? null;

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        id="saved-filter"
        label={t('transactions.savedFilters.label')}
        value={chosen?.externalId ?? NONE}
        disabled={!filters.data}
        onChange={(event) => {
          const next = filters.data?.find((f) => f.externalId === event.target.value);
          if (next) select(next);
          else replace({ ...state, savedFilter: null });
        }}
        sx={{ minWidth: 220 }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value={NONE}>{t('transactions.savedFilters.none')}</MenuItem>
        {(filters.data ?? []).map((f) => (
          <MenuItem key={f.externalId} value={f.externalId}>
            {f.name}
          </MenuItem>
        ))}
      </TextField>
      <Button size="small" onClick={() => setSaving(true)}>
        {t('transactions.savedFilters.save')}
      </Button>
      <Button
        size="small"
        disabled={!chosen}
        loading={update.isPending}
        onClick={() =>
          chosen &&
          update.mutate({
            externalId: chosen.externalId,
            request: { name: chosen.name, filter: filterOf(state) },
          })
        }
      >
        {t('transactions.savedFilters.update')}
      </Button>
      <Button size="small" color="error" disabled={!chosen} onClick={() => chosen && askDelete(chosen)}>
        {t('transactions.savedFilters.delete')}
      </Button>
      <Button
        size="small"
        disabled={!state.savedFilter}
        onClick={() => replace({ ...state, savedFilter: null })}
      >
        {t('transactions.savedFilters.clear')}
      </Button>
      <SaveFilterDialog
        open={saving}
        saving={create.isPending}
        serverError={nameProblem}
        onNameChange={() => setNameProblem(null)}
        onClose={() => {
          setNameProblem(null);
          setSaving(false);
        }}
        onSave={(name) =>
          create.mutate(
            { name, filter: filterOf(state) },
            // Besides the spec §8 toast of the mutation: the reason, where the name is corrected.
            { onError: async (error) => setNameProblem(await nameProblemOf(error)) },
          )
        }
      />
      <DeleteFilterDialog
        open={confirming}
        name={deleting?.name ?? ''}
        deleting={remove.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => deleting && remove.mutate(deleting.externalId)}
      />
    </Stack>
  );
}
