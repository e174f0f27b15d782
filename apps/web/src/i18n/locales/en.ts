import { enScreens } from './en-screens';
import { enShell } from './en-shell';

/** English texts of the portal: the signed-in area's own and every screen's. Spec texts appear exactly as written in the spec. */
export const en = { ...enShell, ...enScreens } as const;
