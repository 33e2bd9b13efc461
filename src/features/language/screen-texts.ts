import { initFormatters } from '../../../locales/formatters';
import type { Locales, Translations } from '../../../locales/i18n-types';
import { loadedFormatters, loadedLocales } from '../../../locales/i18n-util';
import { screenTextGroups, type ScreenTextGroup } from '../../../locales/screen-text-groups';

/**
 * The catalogue in two parts (decision 018): the root texts every first render needs, loaded at
 * boot, and the screens' own groups, each loaded with the screens and parts that show it — so a
 * slice's texts stop weighing on every other screen's first load.
 *
 * typesafe-i18n's `LL` reads the catalogue's nested objects by reference on every access (its
 * proxy keeps the top-level keys it saw when it was built, not their contents). So the root load
 * puts an empty object for every group into the catalogue, and a group's load fills that object
 * in place: the `LL` already in use sees it at once, with no new `LL` and no re-render. A screen
 * renders only after its loader (code and texts) has resolved, so it never reads an empty group.
 */

interface LocaleModule {
  root: Omit<Translations, ScreenTextGroup>;
  screenTextLoaders: Record<ScreenTextGroup, () => Promise<object>>;
}

const localeModules = import.meta.glob<LocaleModule>('/locales/*/root.ts');

const roots = new Map<Locales, Promise<LocaleModule>>();
const filling = new Map<string, Promise<void>>();
/** Every group a screen asked for: a language switch fetches them all before it shows. */
const wanted = new Set<ScreenTextGroup>();

let shownLocale: Locales | undefined;
let switchingTo: Locales | undefined;
let whenChosen: ((locale: Locales) => void)[] = [];

const localeModule = (locale: Locales): Promise<LocaleModule> => {
  let module = roots.get(locale);
  if (module === undefined) {
    const load = localeModules[`/locales/${locale}/root.ts`];
    if (load === undefined) throw new Error(`No catalogue for ${locale}`);
    module = load().then((loaded) => {
      // Groups already there stay (the whole catalogue a test or the prerender loaded).
      const current = loadedLocales[locale] as Partial<Translations> | undefined;
      const groups = Object.fromEntries(screenTextGroups.map((group) => [group, current?.[group] ?? {}]));
      loadedLocales[locale] = { ...loaded.root, ...groups } as Translations;
      loadedFormatters[locale] = initFormatters(locale);
      return loaded;
    });
    // A failed fetch is forgotten, so the next try fetches again.
    module.catch(() => roots.delete(locale));
    roots.set(locale, module);
  }
  return module;
};

/** In when its object has texts: filled by a load, or the whole catalogue was put in at once. */
const isFilled = (locale: Locales, group: ScreenTextGroup): boolean =>
  Object.keys((loadedLocales[locale] as Partial<Translations> | undefined)?.[group] ?? {}).length > 0;

const fillGroup = (locale: Locales, group: ScreenTextGroup): Promise<void> => {
  if (isFilled(locale, group)) return Promise.resolve();
  const key = `${locale}:${group}`;
  let pending = filling.get(key);
  if (pending === undefined) {
    pending = localeModule(locale)
      .then((module) => module.screenTextLoaders[group]())
      .then(
        (texts) => {
          Object.assign(loadedLocales[locale][group], texts);
          filling.delete(key);
        },
        (error: unknown) => {
          filling.delete(key);
          throw error;
        },
      );
    filling.set(key, pending);
  }
  return pending;
};

const choose = (locale: Locales) => {
  shownLocale = locale;
  const waiting = whenChosen;
  whenChosen = [];
  waiting.forEach((resolve) => {
    resolve(locale);
  });
};

/** The interface language, once the boot has chosen it (a screen's head start may need it). */
export const chosenLocale = (): Promise<Locales> =>
  shownLocale === undefined
    ? new Promise((resolve) => {
        whenChosen.push(resolve);
      })
    : Promise.resolve(shownLocale);

/**
 * Boot: the interface language is known. Loads its root texts; the screens' loaders, which may
 * have started already, fetch their groups in it.
 */
export const loadRootTexts = async (locale: Locales): Promise<void> => {
  choose(locale);
  await localeModule(locale);
};

/** The groups' texts in the shown language (and in the one a switch is on its way to). */
export const loadScreenTexts = async (groups: readonly ScreenTextGroup[]): Promise<void> => {
  if (groups.length === 0) return;
  groups.forEach((group) => wanted.add(group));
  const locale = await chosenLocale();
  const locales = switchingTo === undefined || switchingTo === locale ? [locale] : [locale, switchingTo];
  await Promise.all(locales.flatMap((each) => groups.map((group) => fillGroup(each, group))));
};

/** A screen's or a part's code together with its texts: both fetched at once, ready together. */
export const withScreenTexts =
  <Module>(groups: readonly ScreenTextGroup[], load: () => Promise<Module>) =>
  async (): Promise<Module> => {
    const [module] = await Promise.all([load(), loadScreenTexts(groups)]);
    return module;
  };

/**
 * A language switch: the new language's root texts and every group shown so far, all in before
 * the interface changes, so no screen shows an empty text in between.
 */
export const loadTextsForSwitch = async (locale: Locales): Promise<void> => {
  switchingTo = locale;
  try {
    await localeModule(locale);
    await Promise.all([...wanted].map((group) => fillGroup(locale, group)));
    shownLocale = locale;
  } finally {
    if (switchingTo === locale) switchingTo = undefined;
  }
};

/**
 * The whole catalogue of the language is in already (the prerender's, development's
 * pseudo-locale): the screens' loaders find their groups filled and fetch nothing; only the
 * language needs naming.
 */
export const catalogueComplete = (locale: Locales): void => {
  choose(locale);
};

/**
 * Tests: boot's state once it chose `locale`. Their files share one module registry (vitest
 * `isolate: false`), so the code of parts and screens shown before stays loaded, and the groups
 * they asked for stay wanted: a switch (`loadTextsForSwitch`) fills them again, as it would for
 * the code of one page. The catalogue itself is the tests' to load.
 */
export const forgetScreenTexts = (locale: Locales): void => {
  roots.clear();
  filling.clear();
  switchingTo = undefined;
  // Loads already waiting for the language (a part fetched before the test began) go on in it.
  choose(locale);
};
