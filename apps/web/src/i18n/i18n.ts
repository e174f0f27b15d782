import { i18n } from './i18n-signed-out';
import { DEFAULT_LANGUAGE } from './languages';
import { en } from './locales/en';

/**
 * i18next with every English text (spec §1: only English is loaded): the texts of the pages before
 * sign-in (i18n-signed-out.ts) and every screen's, added on import. The signed-in area imports it
 * before any screen draws; importing it more than once is harmless.
 */
i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', en, true, true);

export { i18n };
