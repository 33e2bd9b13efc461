import type { Story } from '@ladle/react';
import { Button } from './button';
import { Form } from './form';
import { StillTryingNote } from './still-trying-note';

/** Just sent: the usual note. */
export const Sending: Story = () => (
  <Form aria-label="Log in" onSubmit={() => undefined}>
    <Button type="submit">Log in</Button>
    <StillTryingNote isPending isStillTrying={false} onStop={() => undefined} />
  </Form>
);

/** Waited a few seconds: the member learns it is still trying and may stop it. */
export const StillTrying: Story = () => (
  <Form aria-label="Log in" onSubmit={() => undefined}>
    <Button type="submit">Log in</Button>
    <StillTryingNote isPending isStillTrying onStop={() => undefined} />
  </Form>
);
