import type { Interest, Profile } from '../../../../generated/model';
import type { HighlightKey } from '../../../domain/profile-highlights';
import { useI18nContext } from '../../../../locales/i18n-react';
import { profileFacts } from './profile-facts';
import styles from './member-view.module.css';

export interface MemberDetailsProps {
  profile: Profile;
  highlights: readonly HighlightKey[];
  /** The site's interests with their labels (settings `interests`). */
  interests: readonly Interest[];
  /** Settings `visible_profile_fields` and `visible_profile_notes`. */
  visibleFields: readonly string[];
  notes: Readonly<Record<string, string>>;
  /** The region's name in the profile's country (province, state, canton, …). */
  regionLabel: string;
  countryName: string;
}

/**
 * Below the photo header (DESIGN.md profile view): highlights and interests as chips, the about-me
 * text, then the fields the site shows with their notes. Member text is rendered as text.
 */
export const MemberDetails = ({
  profile,
  highlights,
  interests,
  visibleFields,
  notes,
  regionLabel,
  countryName,
}: MemberDetailsProps) => {
  const { LL } = useI18nContext();
  const t = LL.memberView;
  const labelOf = new Map(interests.map((interest) => [interest.key, interest.label]));
  const facts = profileFacts(LL, profile, visibleFields, { regionLabel, countryName });
  const about = profile.about_me?.trim() ?? '';
  const reason = profile.signup_reason?.trim() ?? '';
  return (
    <div className={styles.details}>
      {highlights.length > 0 && (
        <ul className={styles.chips} aria-label={t.sections.highlights()}>
          {highlights.map((key) => (
            <li key={key} className={`${styles.chip} ${styles.highlight}`}>
              {t.highlights[key]()}
            </li>
          ))}
        </ul>
      )}
      {about !== '' && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t.sections.about({ name: profile.name })}</h2>
          <p className={styles.aboutText}>{about}</p>
        </section>
      )}
      {profile.interests.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t.sections.interests()}</h2>
          <ul className={styles.chips}>
            {profile.interests.map((key) => (
              <li key={key} className={styles.chip}>
                {labelOf.get(key) ?? key}
              </li>
            ))}
          </ul>
        </section>
      )}
      {facts.length > 0 && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t.sections.details()}</h2>
          <dl className={styles.facts}>
            {facts.map((fact) => (
              <div key={fact.field} className={styles.fact}>
                <dt>{fact.label}</dt>
                <dd>
                  {fact.value}
                  {notes[fact.field] !== undefined && (
                    <span className={styles.factNote}>{notes[fact.field]}</span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {reason !== '' && (
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{t.sections.signupReason()}</h2>
          <p className={styles.aboutText}>{reason}</p>
        </section>
      )}
    </div>
  );
};
