import { useId } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useCurrentUser, useSiteSettings } from '../../api';
import { ButtonLink, TextLink } from '../../ui';
import styles from './activate-page.module.css';
import { ActivationResendButton } from './activation-resend-button';

const loginThenBack = `/login?next=${encodeURIComponent('/activate/error')}`;

/** What the member can do about it: a new mail needs the session, so a visitor logs in first. */
const NextStep = () => {
  const { LL } = useI18nContext();
  const session = useCurrentUser();
  if (session.isPending) return null;
  const user = session.data ?? undefined;
  if (user === undefined) {
    return (
      <p>
        {LL.activation.errorLoginIntro()}{' '}
        <TextLink href={loginThenBack}>{LL.activation.errorLogin()}</TextLink>
      </p>
    );
  }
  if (user.status === 'active') {
    return (
      <>
        <p>{LL.activation.errorAlreadyActive()}</p>
        <div>
          <ButtonLink href="/members">{LL.activation.errorToMembers()}</ButtonLink>
        </div>
      </>
    );
  }
  return (
    <>
      <p>{LL.activation.errorResendIntro({ email: user.email })}</p>
      <ActivationResendButton label={LL.activation.errorResend()} variant="primary" />
    </>
  );
};

const CustomerService = () => {
  const { LL } = useI18nContext();
  const email = useSiteSettings().data?.settings.support_email;
  if (email === undefined || email.trim() === '') return null;
  return (
    <p className={styles.contact}>
      {LL.activation.errorContact()}{' '}
      {/* A plain anchor: the router bridge behind TextLink resolves `mailto:` as an in-app path. */}
      <a className={styles.mailLink} href={`mailto:${email}`}>
        {email}
      </a>
    </p>
  );
};

/**
 * /activate/error (spec §8 "Activation failed, with a help message"): the activation link was
 * refused or broken. The member can ask for a new link or contact customer service.
 */
const ActivateErrorPage = (_props: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.page}>
      <h1 id={titleId}>{LL.activation.errorTitle()}</h1>
      <p>{LL.activation.errorHelp()}</p>
      <NextStep />
      <CustomerService />
    </section>
  );
};

export default ActivateErrorPage;
