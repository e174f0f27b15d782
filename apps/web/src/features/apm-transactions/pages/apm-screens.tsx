import { ApmLookupPage } from '../lookup/apm-lookup-page';

/** The APM lookup's route screen (the route registry loads this module lazily). */
export const ApmLookupScreen = () => <ApmLookupPage />;
