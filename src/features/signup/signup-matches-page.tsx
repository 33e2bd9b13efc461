import { useId } from 'react';
import { useSearchMembers } from '../../../generated/hooks/members/members';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useCurrentUser, useSiteSettings } from '../../api';
import { Alert, Button, PageLoading, TextLink } from '../../ui';
import { errorMessage } from '../errors';
import { SignupMatchesCard } from './signup-matches-card';
import { matchSearchFor, suggestionsOf } from './signup-matches-search';
import styles from './signup-matches.module.css';

const Suggestions = ({ user, titleId }: { user: User; titleId: string }) => {
  const { LL } = useI18nContext();
  const settings = useSiteSettings().data?.settings;
  const search = useSearchMembers(matchSearchFor(user.profile));

  if (search.isPending) return <PageLoading />;
  if (search.isError) {
    return (
      <div className={styles.problem}>
        <Alert tone="danger" live="assertive">
          {errorMessage(LL, search.error)}
        </Alert>
        <div>
          <Button
            onPress={() => {
              if (!search.isFetching) void search.refetch();
            }}
          >
            {LL.signupMatches.retry()}
          </Button>
        </div>
      </div>
    );
  }
  const cards = suggestionsOf(search.data);
  if (cards.length === 0) {
    return (
      <p>
        {LL.signupMatches.empty()} <TextLink href="/members">{LL.signupMatches.searchAll()}</TextLink>
      </p>
    );
  }
  const showFictional = user.fictional_icon && settings !== undefined;
  return (
    <>
      <ul className={styles.list} aria-labelledby={titleId}>
        {cards.map((card) => (
          <SignupMatchesCard
            key={card.id}
            card={card}
            cdnPrefix={settings?.cdn_prefix ?? '/'}
            fictionalLabel={showFictional ? settings.fictional_singular : undefined}
          />
        ))}
      </ul>
      <p>
        <TextLink href="/members">{LL.signupMatches.more()}</TextLink>
      </p>
    </>
  );
};

/** /signup-matches (spec §2): after the signup, members who may suit the new member. */
const SignupMatchesPage = (_props: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const titleId = useId();
  const user = useCurrentUser().data ?? undefined;
  return (
    <section aria-labelledby={titleId} className={styles.page}>
      <h1 id={titleId}>{LL.signupMatches.title()}</h1>
      <p>{LL.signupMatches.intro()}</p>
      {user === undefined ? <PageLoading /> : <Suggestions user={user} titleId={titleId} />}
    </section>
  );
};

export default SignupMatchesPage;
