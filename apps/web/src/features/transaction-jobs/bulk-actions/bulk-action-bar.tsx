import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  BULK_ACTIONS,
  type BulkAction,
  TRANSACTION_JOB_LIMITS,
} from '@paydesk/contracts/transaction-jobs/transaction-jobs.model';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowSelection } from '../../../lib/hooks/use-row-selection';
import type { BulkActionArea } from '../../../lib/transaction-jobs/job-areas';
import { BulkActionDialog } from './bulk-action-dialog';

const MAX = TRANSACTION_JOB_LIMITS.bulkActionItems;

/**
 * Above the lookup's table while rows are selected: how many, a way to clear them, and the
 * "Bulk action" menu (refund in full, capture, void, check status), each confirmed in a dialog.
 */
export function BulkActionBar({ area, selection }: { area: BulkActionArea; selection: RowSelection }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [action, setAction] = useState<BulkAction | null>(null);
  if (selection.count === 0) return null;
  const tooMany = selection.count > MAX;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1, px: 2, py: 1, bgcolor: 'action.selected' }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('transactionJobs.bulkActions.selected', { count: selection.count })}
      </Typography>
      <Button size="small" onClick={selection.clear}>
        {t('transactionJobs.bulkActions.clearSelection')}
      </Button>
      <Button
        size="small"
        variant="contained"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        disabled={tooMany}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('transactionJobs.bulkActions.menu', { count: selection.count })}
      </Button>
      {tooMany && (
        <Typography variant="body2" color="error" role="alert">
          {t('transactionJobs.bulkActions.tooMany', { max: MAX })}
        </Typography>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {BULK_ACTIONS.map((a) => (
          <MenuItem
            key={a}
            onClick={() => {
              setAnchor(null);
              setAction(a);
            }}
          >
            {t(`transactionJobs.action.${a}`)}
          </MenuItem>
        ))}
      </Menu>
      {action && (
        <BulkActionDialog
          area={area}
          action={action}
          transactionIds={selection.ids}
          onStarted={selection.clear}
          onClose={() => setAction(null)}
        />
      )}
    </Stack>
  );
}
