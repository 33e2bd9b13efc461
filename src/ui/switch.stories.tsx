import type { Story } from '@ladle/react';
import { useState } from 'react';
import { SettingSwitch } from './switch';

const Controlled = (props: {
  label: string;
  description?: string;
  labelHidden?: boolean;
  isDisabled?: boolean;
}) => {
  const [on, setOn] = useState(false);
  return <SettingSwitch {...props} isSelected={on} onChange={setOn} />;
};

export const WithDescription: Story = () => (
  <Controlled
    label="Hide me from other members"
    description="While it is on, you do not appear in search results or suggestions."
  />
);

export const LabelHidden: Story = () => (
  <p style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
    New messages <Controlled label="E-mail: New messages" labelHidden />
  </p>
);

export const Disabled: Story = () => <Controlled label="Push: New messages" isDisabled />;
