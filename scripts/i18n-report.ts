// `npm run i18n:report`: how complete each locale is against the base locale `en`. Fails on a
// missing or extra key, or on a text whose parameters differ from English (a translation that
// drops `{name}` would show a hole). Texts identical to English are listed: some are right
// ("Chat", "Premium"), the rest are untranslated.
import { mkdirSync, writeFileSync } from 'node:fs';
import { baseLocale, locales } from '../locales/i18n-util';
import { importLocaleAsync } from '../locales/i18n-util.async';
import { flattenCatalogue, parametersOf } from './i18n-catalogue';

interface LocaleReport {
  locale: string;
  keys: number;
  missing: string[];
  extra: string[];
  parameterMismatches: string[];
  identicalToBase: string[];
}

const base = flattenCatalogue(await importLocaleAsync(baseLocale));
const reports: LocaleReport[] = [];
for (const locale of locales) {
  const texts = flattenCatalogue(await importLocaleAsync(locale));
  const keys = Object.keys(texts);
  reports.push({
    locale,
    keys: keys.length,
    missing: Object.keys(base).filter((key) => !(key in texts)),
    extra: keys.filter((key) => !(key in base)),
    parameterMismatches: keys.filter(
      (key) => key in base && parametersOf(texts[key] ?? '') !== parametersOf(base[key] ?? ''),
    ),
    identicalToBase: locale === baseLocale ? [] : keys.filter((key) => texts[key] === base[key]),
  });
}

const total = Object.keys(base).length;
console.log(`Translations: ${total} texts in ${baseLocale}\n`);
console.log('locale  complete  missing  extra  params  same-as-en');
for (const r of reports) {
  const complete = (((total - r.missing.length) / total) * 100).toFixed(1);
  console.log(
    `${r.locale.padEnd(6)}  ${`${complete}%`.padStart(8)}  ${String(r.missing.length).padStart(7)}  ${String(r.extra.length).padStart(5)}  ${String(r.parameterMismatches.length).padStart(6)}  ${String(r.identicalToBase.length).padStart(10)}`,
  );
}
for (const r of reports) {
  for (const [label, keys] of [
    ['missing', r.missing],
    ['extra', r.extra],
    ['parameters differ', r.parameterMismatches],
    ['same as en', r.identicalToBase],
  ] as const) {
    if (keys.length > 0) console.log(`\n${r.locale} ${label}: ${keys.join(', ')}`);
  }
}
mkdirSync('build', { recursive: true });
writeFileSync('build/i18n-report.json', JSON.stringify({ base: baseLocale, total, reports }, null, 2));

const failing = reports.filter((r) => r.missing.length + r.extra.length + r.parameterMismatches.length > 0);
if (failing.length > 0) {
  console.error(`\nIncomplete locales: ${failing.map((r) => r.locale).join(', ')}`);
  process.exit(1);
}
