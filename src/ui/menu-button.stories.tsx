import type { Story } from '@ladle/react';
import { Globe } from 'lucide-react';
import { MenuButton } from './menu-button';

/** The first paint shows a plain button; the menu code arrives on hover, focus or the first press. */
export const AccountMenu: Story = () => (
  <MenuButton
    triggerLabel="Anna"
    triggerAriaLabel="Anna, account menu"
    loadFailedMessage="The menu could not be opened. Check your connection and try again."
    items={[
      { id: 'profile', label: 'My profile', href: '#profile' },
      { id: 'swipe-game', label: 'Swipe game', href: '#swipe-game' },
      { id: 'settings', label: 'Settings', href: '#settings' },
      { id: 'logout', label: 'Logout', onAction: () => undefined },
    ]}
  />
);

/** The language trigger as phones show it: a globe and the code. */
export const LanguageMenu: Story = () => (
  <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
    <MenuButton
      triggerLabel={
        <>
          <Globe aria-hidden="true" focusable="false" width="1.25em" height="1.25em" />
          EN
        </>
      }
      triggerAriaLabel="EN, Language: English"
      loadFailedMessage="The menu could not be opened. Check your connection and try again."
      placement="bottom end"
      items={[
        { id: 'en', label: 'English', lang: 'en', isCurrent: true },
        { id: 'nl', label: 'Nederlands', lang: 'nl' },
      ]}
    />
  </div>
);
