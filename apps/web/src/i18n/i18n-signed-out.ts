import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages';
import { enAuth } from './locales/en-auth';
import { enFeedback } from './locales/en-feedback';
import { enLayouts } from './locales/en-layouts';

/**
 * The texts of the pages before sign-in: the authentication pages, the toasts and the loading page.
 * Every other text (locales/en.ts, a superset) comes with the signed-in area, which imports i18n.ts,
 * so a visitor who is not signed in does not download every screen's texts.
 */
const SIGNED_OUT_TEXTS = { auth: enAuth, feedback: enFeedback, layouts: enLayouts };

/**
 * i18next with the English texts of the pages before sign-in (spec §1: only English is loaded);
 * i18n.ts adds the rest. Initialised synchronously on import, so the first render already has its
 * texts. Importing this module more than once is harmless. Code that runs before sign-in imports
 * this module, never i18n.ts (docs/architecture.md, "The first-load budget").
 */
if (!i18n.isInitialized) {
  void i18n.use(initReactI18next).init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES.map((l) => l.code),
    resources: { en: { translation: SIGNED_OUT_TEXTS } },
    interpolation: { escapeValue: false }, // React escapes already
    initAsync: false,
    returnNull: false,
  });
}

export { i18n };
