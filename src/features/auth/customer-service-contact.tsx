import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { TextLink } from '../../ui';

/** Spec §9: the support phone is dialled with its dashes and spaces stripped. */
const dialable = (phone: string): string => phone.replace(/[\s-]/g, '');

/** The site's customer service: its e-mail address, and its phone number when the site has one. */
export const CustomerServiceContact = () => {
  const { LL } = useI18nContext();
  const settings = useSiteSettings();
  if (settings.data === undefined) return null;
  const { support_email: email, support_phone: phone } = settings.data.settings;
  return (
    <p>
      {LL.login.reactivation.contact()}{' '}
      <TextLink href={`mailto:${email}`}>{LL.login.reactivation.mail({ address: email })}</TextLink>
      {phone.trim() !== '' && (
        <>
          {' · '}
          <TextLink href={`tel:${dialable(phone)}`}>{LL.login.reactivation.call({ phone })}</TextLink>
        </>
      )}
    </p>
  );
};
