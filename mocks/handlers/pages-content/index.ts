import type { SupportedLocale } from '../../../src/domain/locales';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fi } from './fi';
import { fr } from './fr';
import { it } from './it';
import type { SiteTexts } from './kit';
import { nb } from './nb';
import { nl } from './nl';
import { pl } from './pl';
import { sv } from './sv';

/** The site texts of every interface language: the compiler refuses a language left out. */
export const siteTexts: Record<SupportedLocale, SiteTexts> = { da, de, en, es, fi, fr, it, nb, nl, pl, sv };
