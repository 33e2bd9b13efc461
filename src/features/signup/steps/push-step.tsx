// Stand-in until this step is built in this change; replaced before the change lands.
import { useI18nContext } from '../../../../locales/i18n-react';
import { Button } from '../../../ui';
import type { SignupStepProps } from '../step-props';

export const PushStep = ({ onNext }: SignupStepProps) => {
  const { LL } = useI18nContext();
  return (
    <section>
      <h2>{LL.signupSteps.title()}</h2>
      <Button onPress={onNext}>{LL.signupSteps.next()}</Button>
    </section>
  );
};
