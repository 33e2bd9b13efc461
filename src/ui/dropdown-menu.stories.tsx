import type { Story } from '@ladle/react';
import { useState } from 'react';
import { DropdownMenu } from './dropdown-menu';

export const AccountMenu: Story = () => (
  <DropdownMenu
    triggerLabel="Anna"
    triggerAriaLabel="Account menu of Anna"
    items={[
      { id: 'profile', label: 'My profile', href: '#profile' },
      { id: 'settings', label: 'Settings', href: '#settings' },
      { id: 'logout', label: 'Logout', onAction: () => undefined },
    ]}
  />
);

const languages = { en: 'English', nl: 'Nederlands', de: 'Deutsch', fr: 'Français' } as const;
type Language = keyof typeof languages;

/** Each language named in itself, the current one checked. */
export const LanguageMenu: Story = () => {
  const [current, setCurrent] = useState<Language>('en');
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <DropdownMenu
        triggerLabel={current.toUpperCase()}
        triggerAriaLabel={`Language: ${languages[current]}`}
        placement="bottom end"
        items={(Object.keys(languages) as Language[]).map((language) => ({
          id: language,
          label: languages[language],
          lang: language,
          isCurrent: language === current,
          onAction: () => {
            setCurrent(language);
          },
        }))}
      />
    </div>
  );
};
