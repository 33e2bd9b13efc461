import { useState } from 'react';
import type { ProfileUpdate } from '../../../../generated/model';
import { useI18nContext } from '../../../../locales/i18n-react';
import { useCurrentUser } from '../../../api';
import { Form, SelectField, TextAreaField } from '../../../ui';
import { errorMessage } from '../../errors';
import {
  afterSubmitPress,
  fieldErrorMessage,
  hasFieldErrors,
  serverFieldErrors,
  type FieldErrors,
} from '../../forms';
import type { SignupStepProps } from '../step-props';
import {
  changedChoices,
  choiceFields,
  choiceNames,
  storedChoices,
  type ChoiceName,
  type Choices,
} from './about-you-choices';
import styles from './about-you-step.module.css';
import { aboutMeMaxLength, checkAboutMe, sentLength } from '../../../domain/profile-text-rules';
import { changedAboutMe } from './about-you-text';
import { useProfileSave } from './location-profile-save';
import { StepActions, StepFrame } from './step-frame';

type AboutField = ChoiceName | 'about_me';
const fieldNames = [...choiceNames, 'about_me'] as const satisfies readonly AboutField[];

/** Step 3: personal details and the about-me text (spec §2 personal info and about me, §3 Profile). */
export const AboutYouStep = ({ onNext }: SignupStepProps) => {
  const { LL } = useI18nContext();
  const profile = useCurrentUser().data?.profile;
  const [stored] = useState(() => storedChoices(profile));
  const [choices, setChoices] = useState<Choices>(stored);
  const [aboutMe, setAboutMe] = useState(profile?.about_me ?? '');
  const [errors, setErrors] = useState<FieldErrors<AboutField>>({});
  const [formError, setFormError] = useState<string>();
  const [errorFocusKey, setErrorFocusKey] = useState(0);
  const save = useProfileSave();

  const submit = async () => {
    if (save.isPending) return;
    setFormError(undefined);
    const found: FieldErrors<AboutField> = { about_me: checkAboutMe(aboutMe) };
    setErrors(found);
    if (hasFieldErrors(found)) {
      setErrorFocusKey((key) => key + 1);
      return;
    }
    const update: ProfileUpdate = changedChoices(choices, stored);
    const text = changedAboutMe(aboutMe, profile?.about_me);
    if (text !== undefined) update.about_me = text;
    // Nothing changed: nothing to save, and nothing to wait for.
    if (Object.keys(update).length > 0) {
      try {
        await save.mutateAsync({ data: update });
      } catch (error) {
        const fromServer = serverFieldErrors(error, fieldNames);
        setErrors(fromServer);
        if (!hasFieldErrors(fromServer)) setFormError(errorMessage(LL, error));
        setErrorFocusKey((key) => key + 1);
        return;
      }
    }
    onNext();
  };

  const messageOf = (field: AboutField) => {
    const code = errors[field];
    return code === undefined ? undefined : fieldErrorMessage(LL, code, { max: aboutMeMaxLength });
  };

  return (
    <StepFrame title={LL.signupSteps.aboutTitle()} why={LL.signupSteps.aboutWhy()}>
      <Form onSubmit={() => void submit()} error={formError} errorFocusKey={errorFocusKey}>
        <div className={styles.choices}>
          {choiceFields(LL).map((field) => (
            <SelectField
              key={field.name}
              label={field.label}
              items={field.items}
              value={choices[field.name]}
              onChange={(id) => {
                setChoices((current) => ({ ...current, [field.name]: id }));
                setErrors((current) => ({ ...current, [field.name]: undefined }));
              }}
              placeholder={LL.signupSteps.aboutChoose()}
              errorMessage={messageOf(field.name)}
            />
          ))}
        </div>
        <TextAreaField
          label={LL.signupSteps.aboutMe()}
          name="about_me"
          rows={6}
          value={aboutMe}
          onChange={(value) => {
            setAboutMe(value);
            if (errors.about_me !== undefined)
              setErrors((current) => ({ ...current, about_me: checkAboutMe(value) }));
          }}
          onBlur={() => {
            afterSubmitPress(() => {
              setErrors((current) => ({ ...current, about_me: checkAboutMe(aboutMe) }));
            });
          }}
          description={`${LL.signupSteps.aboutMeHint()} ${LL.form.characterCount({
            count: sentLength(aboutMe),
            max: aboutMeMaxLength,
          })}`}
          errorMessage={messageOf('about_me')}
        />
        <StepActions saveLabel={LL.signupSteps.aboutSave()} isPending={save.isPending} onSkip={onNext} />
      </Form>
    </StepFrame>
  );
};
