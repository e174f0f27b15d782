import TuneIcon from '@mui/icons-material/Tune';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useQuickPanel } from './quick-panel-context';

/** The toolbar button that opens the quick panel (spec §2: each layout has a quick panel). */
export function QuickPanelButton() {
  const { t } = useTranslation();
  const { open, setOpen } = useQuickPanel();
  const label = t('layouts.quickPanel.open');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <TuneIcon />
      </IconButton>
    </Tooltip>
  );
}
