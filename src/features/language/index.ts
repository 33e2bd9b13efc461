export { LanguageMenu } from './language-menu';
export { chosenLocale, loadRootTexts, withScreenTexts } from './screen-texts';
