export { LanguageMenu } from './language-menu';
export { useChangeLocale } from './use-change-locale';
