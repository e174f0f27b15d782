import AddLinkIcon from '@mui/icons-material/AddLink';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Ticket } from '@paydesk/contracts/support/support.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadTenantOf } from '../../api/ticket-ref';
import { ReferenceList } from '../feed/reference-list';
import type { TicketViewer } from '../ticket-viewer';
import { AddReferenceDialog } from './add-reference-dialog';
import { PanelSection } from './panel-section';

export function ReferencesSection({ ticket, viewer }: { ticket: Ticket; viewer: TicketViewer }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  return (
    <PanelSection title={t('support.panel.references')}>
      {ticket.references.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('support.panel.noReferences')}
        </Typography>
      ) : (
        <ReferenceList references={ticket.references} tenantId={uploadTenantOf(viewer.ref)} />
      )}
      <Button
        size="small"
        startIcon={<AddLinkIcon />}
        onClick={() => setAdding(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('support.panel.addReference')}
      </Button>
      <AddReferenceDialog open={adding} onClose={() => setAdding(false)} ticket={ticket} viewer={viewer} />
    </PanelSection>
  );
}
