import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ManagedUser } from '@paydesk/contracts/user-admin/user-admin.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserAction } from '../api/user-admin-calls';

/** What the menu may offer for a user in their state (an invited user cannot be unlocked, and so on). */
export function actionsFor(user: ManagedUser): UserAction[] {
  const actions: UserAction[] = [];
  if (user.isActive) actions.push('deactivate');
  else actions.push('activate');
  if (user.isLocked) actions.push('unlock');
  if (user.isActive) actions.push('resetPassword');
  actions.push('delete');
  return actions;
}

/** The actions that act on the account itself: refused on one's own (the server refuses them too). */
const SELF_REFUSED: ReadonlySet<UserAction> = new Set(['deactivate', 'delete']);

/** A user row's menu: edit, limits, and the state actions (each confirmed by the caller). */
export function UserRowMenu({
  user,
  isSelf,
  onEdit,
  onLimits,
  onAction,
  onHistory,
}: {
  readonly user: ManagedUser;
  readonly isSelf: boolean;
  readonly onEdit: () => void;
  readonly onLimits: () => void;
  readonly onAction: (action: UserAction) => void;
  /** Opens the user's audit trail; absent for a user who may not see it. */
  readonly onHistory?: () => void;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = `${user.firstName} ${user.lastName}`;
  const choose = (fn: () => void) => () => {
    setAnchor(null);
    fn();
  };
  return (
    <>
      <IconButton
        aria-label={t('userAdmin.actions.menu', { name })}
        aria-haspopup="menu"
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
        size="small"
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={choose(onEdit)}>{t('userAdmin.actions.edit')}</MenuItem>
        <MenuItem onClick={choose(onLimits)} disabled={isSelf}>
          {t('userAdmin.actions.limits')}
        </MenuItem>
        {onHistory && <MenuItem onClick={choose(onHistory)}>{t('userAdmin.actions.history')}</MenuItem>}
        {actionsFor(user).map((action) => {
          const refused = isSelf && SELF_REFUSED.has(action);
          return (
            <MenuItem key={action} onClick={choose(() => onAction(action))} disabled={refused}>
              <ListItemText
                primary={t(`userAdmin.actions.${action}`)}
                secondary={refused ? t('userAdmin.actions.selfHint') : undefined}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
