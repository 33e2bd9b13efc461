export { LanguageMenu } from './language-menu';
export { withScreenTexts } from './screen-texts';
