import { i18n } from './i18n-signed-out';
import { DEFAULT_LANGUAGE } from './languages';
import { enShell } from './locales/en-shell';

/**
 * i18next with the texts the signed-in area draws before any screen (locales/en-shell.ts), added
 * on import: the signed-in area imports it. Each screen's texts (locales/en-screens.ts) come with
 * the screens: every built screen's route, and every dialog the layout opens from a feature (the
 * Contact Support dialog, the offer viewer), awaits `loadScreenTexts()` beside its own chunk, so
 * a first screen that needs none of them (the dashboard) does not download them
 * (docs/architecture.md, "The first-load budget"). Importing it more than once is harmless.
 */
i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', enShell, true, true);

let screenTexts: Promise<void> | null = null;

/** Adds every screen's texts, once; resolves when they are there. */
export function loadScreenTexts(): Promise<void> {
  screenTexts ??= import('./locales/en-screens')
    .then(({ enScreens }) => {
      i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', enScreens, true, true);
    })
    .catch((error: unknown) => {
      // Not loaded (the network is down): the next screen tries again.
      screenTexts = null;
      throw error;
    });
  return screenTexts;
}

export { i18n };
