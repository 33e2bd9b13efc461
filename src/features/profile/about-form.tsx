import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetInterestsQueryOptions } from '../../../generated/hooks/site/site';
import type { OwnProfile, ProfileUpdate } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import {
  aboutMeMaxLength,
  checkAboutMe,
  checkSignupReason,
  sentLength,
  signupReasonMaxLength,
} from '../../domain/profile-text-rules';
import { Alert, Button, Form, PendingNote, SelectField, TextAreaField } from '../../ui';
import { errorMessage } from '../errors';
import { useProfileSave } from '../places';
import { fieldErrorMessage, hasFieldErrors, serverFieldErrors, type FieldErrors } from '../forms';
import {
  changedAboutMe,
  changedChoices,
  choiceFields,
  choiceNames,
  storedChoices,
  type ChoiceName,
  type Choices,
} from '../signup';
import { InterestsField } from './interests-field';
import styles from './profile.module.css';

type AboutField = ChoiceName | 'interests' | 'about_me' | 'signup_reason';
const fieldNames = [
  ...choiceNames,
  'interests',
  'about_me',
  'signup_reason',
] as const satisfies readonly AboutField[];

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key) => b.includes(key));

/** What the form holds: the member's edits, kept until saved (a failed save loses nothing). */
interface Draft {
  choices: Choices;
  interests: string[];
  aboutMe: string;
  signupReason: string;
}

const draftOf = (profile: OwnProfile): Draft => ({
  choices: storedChoices(profile),
  interests: [...profile.interests],
  aboutMe: profile.about_me ?? '',
  signupReason: profile.signup_reason ?? '',
});

/** Only the fields the member changed, so a save never overwrites what another screen changed. */
const updateOf = (draft: Draft, profile: OwnProfile): ProfileUpdate => {
  const update: ProfileUpdate = changedChoices(draft.choices, storedChoices(profile));
  if (!sameKeys(draft.interests, profile.interests)) update.interests = draft.interests;
  const about = changedAboutMe(draft.aboutMe, profile.about_me);
  if (about !== undefined) update.about_me = about;
  const reason = changedAboutMe(draft.signupReason, profile.signup_reason);
  if (reason !== undefined) update.signup_reason = reason;
  return update;
};

/**
 * "About you" on the own profile (spec §3 Profile): the single-choice fields, the interests, the
 * about-me text and why the member is here, saved together with a message per field.
 */
export const AboutForm = ({ profile, labelledBy }: { profile: OwnProfile; labelledBy: string }) => {
  const { LL } = useI18nContext();
  const t = LL.profile.about;
  const [draft, setDraft] = useState(() => draftOf(profile));
  const [errors, setErrors] = useState<FieldErrors<AboutField>>({});
  const [formError, setFormError] = useState<string>();
  const [errorFocusKey, setErrorFocusKey] = useState(0);
  const [notice, setNotice] = useState<string>();
  const interests = useQuery(getGetInterestsQueryOptions({ query: { staleTime: Infinity } }));
  const save = useProfileSave();

  const edit = (change: Partial<Draft>, field: AboutField) => {
    setDraft((current) => ({ ...current, ...change }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setNotice(undefined);
  };

  const submit = async () => {
    if (save.isPending) return;
    setFormError(undefined);
    setNotice(undefined);
    const found: FieldErrors<AboutField> = {
      about_me: checkAboutMe(draft.aboutMe),
      signup_reason: checkSignupReason(draft.signupReason),
    };
    setErrors(found);
    if (hasFieldErrors(found)) {
      setErrorFocusKey((key) => key + 1);
      return;
    }
    const update = updateOf(draft, profile);
    if (Object.keys(update).length === 0) {
      setNotice(t.unchanged());
      return;
    }
    try {
      // The saved profile reaches the user and the own-profile query there (places).
      await save.mutateAsync({ data: update });
      setNotice(t.saved());
    } catch (error) {
      const fromServer = serverFieldErrors(error, fieldNames);
      setErrors(fromServer);
      if (!hasFieldErrors(fromServer)) setFormError(errorMessage(LL, error));
      setErrorFocusKey((key) => key + 1);
    }
  };

  const messageOf = (field: AboutField, max?: number) => {
    const code = errors[field];
    return code === undefined ? undefined : fieldErrorMessage(LL, code, { max });
  };
  const counter = (text: string, max: number) => LL.form.characterCount({ count: sentLength(text), max });

  return (
    <Form
      aria-labelledby={labelledBy}
      onSubmit={() => void submit()}
      error={formError}
      errorFocusKey={errorFocusKey}
    >
      <p className={styles.intro}>{t.intro()}</p>
      <div className={styles.choices}>
        {choiceFields(LL).map((field) => (
          <SelectField
            key={field.name}
            label={field.label}
            items={field.items}
            value={draft.choices[field.name]}
            onChange={(id) => {
              edit({ choices: { ...draft.choices, [field.name]: id } }, field.name);
            }}
            placeholder={LL.signupSteps.aboutChoose()}
            errorMessage={messageOf(field.name)}
          />
        ))}
      </div>
      {interests.isError ? (
        <Alert tone="danger">{t.interestsFailed()}</Alert>
      ) : (
        <InterestsField
          label={t.interests()}
          description={t.interestsHint()}
          interests={interests.data?.interests ?? []}
          value={draft.interests}
          onChange={(keys) => {
            edit({ interests: keys }, 'interests');
          }}
        />
      )}
      {errors.interests !== undefined && <Alert tone="danger">{messageOf('interests')}</Alert>}
      <TextAreaField
        label={LL.signupSteps.aboutMe()}
        name="about_me"
        rows={6}
        value={draft.aboutMe}
        onChange={(value) => {
          edit({ aboutMe: value }, 'about_me');
        }}
        description={`${LL.signupSteps.aboutMeHint()} ${counter(draft.aboutMe, aboutMeMaxLength)}`}
        errorMessage={messageOf('about_me', aboutMeMaxLength)}
      />
      <TextAreaField
        label={t.signupReason()}
        name="signup_reason"
        rows={3}
        value={draft.signupReason}
        onChange={(value) => {
          edit({ signupReason: value }, 'signup_reason');
        }}
        description={`${t.signupReasonHint()} ${counter(draft.signupReason, signupReasonMaxLength)}`}
        errorMessage={messageOf('signup_reason', signupReasonMaxLength)}
      />
      <div className={styles.saveRow}>
        <Button type="submit">{t.save()}</Button>
        <PendingNote isPending={save.isPending} />
        <p className={styles.notice} aria-live="polite">
          {notice}
        </p>
      </div>
    </Form>
  );
};
