import { i18n } from './i18n-signed-in';
import { DEFAULT_LANGUAGE } from './languages';
import { en } from './locales/en';

/**
 * i18next with every English text at once (spec §1: only English is loaded): what the tests and
 * the test kit import, to render any screen or dialog on its own. The portal itself imports
 * i18n-signed-out.ts before sign-in and i18n-signed-in.ts after it, which load the screens' texts
 * with the screens (docs/architecture.md, "The first-load budget"). Importing it more than once is
 * harmless.
 */
i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', en, true, true);

export { i18n };
