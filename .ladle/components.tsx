import type { GlobalProvider } from '@ladle/react';
import TypesafeI18n from '../locales/i18n-react';
import { loadAllLocales } from '../locales/i18n-util.sync';
import '../src/ui/global.css';

loadAllLocales();

/** Every story renders inside the app's tokens and translations (English). */
export const Provider: GlobalProvider = ({ children }) => <TypesafeI18n locale="en">{children}</TypesafeI18n>;
