import { useId } from 'react';
import type { ProfileCard } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { TextLink } from '../../ui';
import styles from './signup-matches.module.css';

interface SignupMatchesCardProps {
  card: ProfileCard;
  /** The site's CDN prefix (settings `cdn_prefix`) that image paths are relative to. */
  cdnPrefix: string;
  /** The site's word for a fictional profile, when this member is shown the fictional mark. */
  fictionalLabel: string | undefined;
}

/** A suggested member: photo, name (linking to the profile), age and city. */
export const SignupMatchesCard = ({ card, cdnPrefix, fictionalLabel }: SignupMatchesCardProps) => {
  const { LL } = useI18nContext();
  const nameId = useId();
  return (
    <li className={styles.card}>
      {card.main_image === null ? (
        <div className={styles.noPhoto}>{LL.signupMatches.noPhoto()}</div>
      ) : (
        <img
          className={styles.photo}
          src={`${cdnPrefix}${card.main_image.thumb_filename}`}
          alt={LL.signupMatches.photoAlt({ name: card.name })}
          width={240}
          height={240}
          loading="lazy"
        />
      )}
      <h2 id={nameId} className={styles.name}>
        <TextLink href={`/members/${card.id}`}>{card.name}</TextLink>
      </h2>
      <p className={styles.details}>
        {card.city === null || card.city.trim() === ''
          ? LL.signupMatches.age({ age: card.age })
          : LL.signupMatches.ageAndCity({ age: card.age, city: card.city })}
      </p>
      {card.online && <p className={styles.online}>{LL.signupMatches.online()}</p>}
      {card.fictional && fictionalLabel !== undefined && <p className={styles.fictional}>{fictionalLabel}</p>}
    </li>
  );
};
