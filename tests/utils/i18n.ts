import { i18nObject } from 'typesafe-i18n';
import da from '../../locales/da';
import de from '../../locales/de';
import en from '../../locales/en';
import es from '../../locales/es';
import fi from '../../locales/fi';
import fr from '../../locales/fr';
import it from '../../locales/it';
import nb from '../../locales/nb';
import nl from '../../locales/nl';
import pl from '../../locales/pl';
import sv from '../../locales/sv';
import { initFormatters } from '../../locales/formatters';
import type { Formatters, Locales, Translations, TranslationFunctions } from '../../locales/i18n-types';

/** Every language's whole catalogue (the app loads each in parts: decision 018). */
export const wholeCatalogues = { da, de, en, es, fi, fr, it, nb, nl, pl, sv } as unknown as Record<
  Locales,
  Translations
>;

/**
 * Tests look copy up from the catalogue instead of hard-coding one language's words: the whole
 * catalogue, whatever the app under test has loaded of it.
 * Synchronous on purpose: the translation object is a Proxy whose every property is callable, so
 * returning it from an async function would make `await` treat it as a thenable and hang.
 */
export const translations = (locale: Locales = 'en'): TranslationFunctions =>
  i18nObject<Locales, Translations, TranslationFunctions, Formatters>(
    locale,
    wholeCatalogues[locale],
    initFormatters(locale),
  );
