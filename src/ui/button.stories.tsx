import type { Story } from '@ladle/react';
import { Button } from './button';

export const Primary: Story = () => <Button>Primary</Button>;
export const Secondary: Story = () => <Button variant="secondary">Secondary</Button>;
export const Outline: Story = () => <Button variant="outline">Outline</Button>;
export const Disabled: Story = () => <Button isDisabled>Disabled</Button>;
