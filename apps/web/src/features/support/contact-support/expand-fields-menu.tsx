import CheckIcon from '@mui/icons-material/Check';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionalField } from './use-ticket-draft';

interface ExpandFieldsMenuProps {
  /** The optional fields this user may show (Customers only without a merchant id). */
  fields: readonly OptionalField[];
  shown: ReadonlySet<OptionalField>;
  onToggle: (field: OptionalField) => void;
}

/** Spec §2: "A menu 'Expand fields' toggles the optional fields Customers, Transactions, Priorites, Attachments." */
export function ExpandFieldsMenu({ fields, shown, onToggle }: ExpandFieldsMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <Button
        size="small"
        startIcon={<UnfoldMoreIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {t('supportDialogs.contact.expandFields')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {fields.map((field) => {
          const checked = shown.has(field);
          return (
            <MenuItem
              key={field}
              role="menuitemcheckbox"
              aria-checked={checked}
              onClick={() => onToggle(field)}
            >
              <ListItemIcon>{checked ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
              <ListItemText>{t(`supportDialogs.contact.optionalFields.${field}`)}</ListItemText>
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
