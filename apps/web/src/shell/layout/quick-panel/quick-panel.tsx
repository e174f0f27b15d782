import { useTranslation } from 'react-i18next';
import { ResizableDrawer } from '../../../components/drawer/resizable-drawer';
import { useQuickPanel } from './quick-panel-context';
import { ThemeOptions } from './theme-options';

/** Spec §2: the quick panel, a resizable drawer on the right holding the theme options. */
export function QuickPanel() {
  const { t } = useTranslation();
  const { open, setOpen } = useQuickPanel();
  return (
    <ResizableDrawer
      open={open}
      onClose={() => setOpen(false)}
      title={t('layouts.quickPanel.title')}
      closeLabel={t('layouts.quickPanel.close')}
      defaultWidth={400}
    >
      <ThemeOptions />
    </ResizableDrawer>
  );
}
