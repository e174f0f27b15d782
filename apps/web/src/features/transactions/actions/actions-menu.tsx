import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import type { TransactionAction } from '@paydesk/contracts/transactions/transaction.model';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { offeredActions } from '../api/action-calls';
import type { TransactionRef } from '../api/detail-queries';
import { TransactionActionDialog } from './transaction-action-dialog';

/**
 * The Actions menu: exactly the actions the server says the caller may take now
 * (`availableActions`: the state machine and the caller's permissions), each opening its dialog.
 */
export function ActionsMenu({ transactionRef }: { transactionRef: TransactionRef }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState<TransactionAction | null>(null);
  const actions = offeredActions(transactionRef);
  if (actions.length === 0) {
    return (
      <Tooltip title={t('transactionDetails.actions.none')}>
        <span>
          <Button variant="outlined" disabled endIcon={<ArrowDropDownIcon />}>
            {t('transactionDetails.actions.menu')}
          </Button>
        </span>
      </Tooltip>
    );
  }
  return (
    <>
      <Button
        variant="contained"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('transactionDetails.actions.menu')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              setOpen(action);
            }}
          >
            {t(`transactionDetails.actions.names.${action}`)}
          </MenuItem>
        ))}
      </Menu>
      {open && (
        <TransactionActionDialog
          action={open}
          transactionRef={transactionRef}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
