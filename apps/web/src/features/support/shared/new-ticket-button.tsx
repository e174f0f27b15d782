import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog (and its pickers) loads the first time someone opens it.
const ContactSupportDialog = lazy(() =>
  import('../contact-support/contact-support-dialog').then((m) => ({ default: m.ContactSupportDialog })),
);

/** Spec §2: the dialog's title is passed in; this one creates a ticket. */
const CONTACT_SUPPORT = 'Contact Support' as const;

/**
 * "New ticket": opens the Contact Support dialog, which sends the ticket, shows 'Ticket created'
 * and refreshes the ticket lists itself (spec §4 "Ticket creation flow").
 */
export function NewTicketButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {t('support.home.newTicket')}
      </Button>
      {mounted && (
        <Suspense fallback={null}>
          <ContactSupportDialog open={open} title={CONTACT_SUPPORT} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
