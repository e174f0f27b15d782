import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

interface MenuButtonProps {
  /** Whether the menu it controls is shown in full (aria-expanded). */
  readonly expanded: boolean;
  /** The navbar's id, while the navbar is in the page. */
  readonly controls?: string;
  readonly onToggle: () => void;
}

/** Spec §2 toolbar "menu button": shows, hides, folds or unfolds the layout's navbar. */
export function MenuButton({ expanded, controls, onToggle }: MenuButtonProps) {
  const { t } = useTranslation();
  return (
    <IconButton
      edge="start"
      color="inherit"
      aria-label={t('layout.toggleMenu')}
      aria-controls={controls}
      aria-expanded={expanded}
      onClick={onToggle}
    >
      {expanded ? <MenuOpenIcon /> : <MenuIcon />}
    </IconButton>
  );
}
