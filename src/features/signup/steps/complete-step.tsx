// Stand-in until this step is built in this change; replaced before the change lands.
import { useI18nContext } from '../../../../locales/i18n-react';
import { Button } from '../../../ui';
import type { CompleteStepProps } from '../step-props';

export const CompleteStep = ({ onFinish }: CompleteStepProps) => {
  const { LL } = useI18nContext();
  return (
    <section>
      <h2>{LL.activation.title()}</h2>
      <Button onPress={onFinish}>{LL.signupSteps.next()}</Button>
    </section>
  );
};
