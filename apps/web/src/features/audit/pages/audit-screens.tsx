import { AuditPanel } from '../audit-panel';

/** The audit trail's side-panel route screen (the route registry loads this module lazily). */
export const AuditScreen = () => <AuditPanel />;
