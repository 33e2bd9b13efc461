export { LanguageMenu } from './language-menu';
export { loadScreenTexts, withScreenTexts } from './screen-texts';
