import LabelIcon from '@mui/icons-material/Label';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const LabelsDialog = lazy(() => import('../labels/labels-dialog').then((m) => ({ default: m.LabelsDialog })));

/** "Labels": opens the Labels dialog (spec §2), where the team keeps its own workflow labels. */
export function LabelsButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<LabelIcon />}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {t('support.home.labels')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <LabelsDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
