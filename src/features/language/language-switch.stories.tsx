import type { Story } from '@ladle/react';
import { LanguageSwitch } from './language-switch';

/** Pressing a language loads its catalogue and switches every translated text around it. */
export const Default: Story = () => <LanguageSwitch />;
