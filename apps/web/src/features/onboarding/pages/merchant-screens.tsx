import { DocumentsPage } from '../documents/documents-page';
import { PrecheckPage } from '../precheck/precheck-page';
import { ProposalsPage } from '../proposals/proposals-page';

/**
 * The merchant's onboarding screens, one lazily loaded module for the three boarding routes
 * (src/app/routes/route-registry.tsx).
 */
export const PrecheckFormScreen = PrecheckPage;
export const BoardingDocumentsScreen = DocumentsPage;
export const BoardingProposalsScreen = ProposalsPage;
