export { LanguageSwitch } from './language-switch';
export { useChangeLocale } from './use-change-locale';
