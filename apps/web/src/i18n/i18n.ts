import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { en } from './locales/en';

/**
 * i18next with the English resources bundled (spec §1: only English is loaded). Initialised
 * synchronously on import, so the first render already has its texts. Importing this module more
 * than once is harmless.
 */
if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
    returnNull: false,
  });
}

export { i18n };
