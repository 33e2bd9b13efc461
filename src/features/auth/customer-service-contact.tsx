import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';
import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { TextLink } from '../../ui';

/** Spec §9: the support phone is dialled with its dashes and spaces stripped. */
const dialable = (phone: string): string => phone.replace(/[\s-]/g, '');

const asGiven = (href: string) => href;

/**
 * The app's router bridge resolves every link's href as a path of the app, which turns
 * `mailto:…` into `/login/mailto:…`. These links leave the app, so they keep their href as given
 * (react-aria never routes them client-side: they are not on this origin).
 */
const OutsideLinks = ({ children }: { children: ReactNode }) => (
  <RouterProvider navigate={() => undefined} useHref={asGiven}>
    {children}
  </RouterProvider>
);

/** The site's customer service: its e-mail address, and its phone number when the site has one. */
export const CustomerServiceContact = () => {
  const { LL } = useI18nContext();
  const settings = useSiteSettings();
  if (settings.data === undefined) return null;
  const { support_email: email, support_phone: phone } = settings.data.settings;
  return (
    <p>
      <OutsideLinks>
        {LL.login.reactivation.contact()}{' '}
        <TextLink href={`mailto:${email}`}>{LL.login.reactivation.mail({ address: email })}</TextLink>
        {phone.trim() !== '' && (
          <>
            {' · '}
            <TextLink href={`tel:${dialable(phone)}`}>{LL.login.reactivation.call({ phone })}</TextLink>
          </>
        )}
      </OutsideLinks>
    </p>
  );
};
