/**
 * Spec §1/§9: only English is loaded; Turkish is listed as a language option. A later issue adds
 * the Turkish resources and the picker that offers this list.
 */
export const LANGUAGES = [
  { code: 'en', label: 'English', loaded: true },
  { code: 'tr', label: 'Türkçe', loaded: false },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';
