import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useNotify } from '../../../components/feedback/feedback-context';
import { PageLoading } from '../../../components/page-loading';
import { columnHeadingKey, type LookupArea, lookupPathOf } from '../../../lib/transactions/lookup-area';
import { useLookupColumns, useSaveLookupColumns } from '../api/lookup-columns';
import {
  type ColumnChoice,
  choicesOf,
  DEFAULT_CHOICES,
  moveChoice,
  shownColumns,
  toggleChoice,
} from './column-order';

/**
 * The columns chooser (transaction-lookup-columns): which columns the lookup shows and in what
 * order, saved per user. Checkboxes and move buttons, all reachable from the keyboard.
 */
export function ColumnsChooserPage({ area }: { area: LookupArea }) {
  const saved = useLookupColumns();
  if (saved.isPending) return <PageLoading />;
  // Mounted once the saved columns are known: the list starts from them.
  return <ColumnsChooser area={area} initial={choicesOf(saved.columns)} loadFailed={saved.isError} />;
}

interface ColumnsChooserProps {
  readonly area: LookupArea;
  readonly initial: ColumnChoice[];
  readonly loadFailed: boolean;
}

function ColumnsChooser({ area, initial, loadFailed }: ColumnsChooserProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const save = useSaveLookupColumns();
  const [choices, setChoices] = useState(initial);
  const chosen = shownColumns(choices);
  const name = (c: ColumnChoice) => t(columnHeadingKey(c.column, area));

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography variant="h5" component="h1">
        {t('transactions.chooser.heading')}
      </Typography>
      <Typography color="text.secondary">{t('transactions.chooser.intro')}</Typography>
      {loadFailed && <Alert severity="warning">{t('transactions.chooser.loadFailed')}</Alert>}
      <Paper variant="outlined">
        <List dense aria-label={t('transactions.chooser.listLabel')}>
          {choices.map((choice, index) => (
            <ListItem
              key={choice.column}
              secondaryAction={
                <>
                  <IconButton
                    aria-label={t('transactions.chooser.moveUp', { column: name(choice) })}
                    disabled={index === 0}
                    onClick={() => setChoices(moveChoice(choices, index, -1))}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={t('transactions.chooser.moveDown', { column: name(choice) })}
                    disabled={index === choices.length - 1}
                    onClick={() => setChoices(moveChoice(choices, index, 1))}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </>
              }
            >
              <Checkbox
                edge="start"
                checked={choice.shown}
                onChange={() => setChoices(toggleChoice(choices, index))}
                slotProps={{ input: { 'aria-label': name(choice) } }}
              />
              <ListItemText primary={name(choice)} />
            </ListItem>
          ))}
        </List>
      </Paper>
      {chosen.length === 0 && <Alert severity="error">{t('transactions.chooser.atLeastOne')}</Alert>}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="contained"
          disabled={chosen.length === 0}
          loading={save.isPending}
          onClick={() =>
            save.mutate(chosen, {
              onSuccess: () => notify.success(t('transactions.chooser.saved')),
              onError: () => notify.error(t('transactions.chooser.saveFailed')),
            })
          }
        >
          {t('transactions.chooser.save')}
        </Button>
        <Button onClick={() => setChoices(DEFAULT_CHOICES)}>{t('transactions.chooser.reset')}</Button>
        <Button component={RouterLink} to={lookupPathOf(area)}>
          {t('transactions.chooser.back')}
        </Button>
      </Stack>
    </Stack>
  );
}
