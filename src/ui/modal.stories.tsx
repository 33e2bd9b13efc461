import type { Story } from '@ladle/react';
import { useState, type ReactNode } from 'react';
import { Button } from './button';
import { Modal, type ModalProps } from './modal';

type Options = Partial<Omit<ModalProps, 'isOpen' | 'onOpenChange' | 'children'>>;

const Opener = ({ children, ...options }: Options & { children: ReactNode }) => {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <Button
        onPress={() => {
          setOpen(true);
        }}
      >
        Open modal
      </Button>
      <Modal title="A modal title" {...options} isOpen={isOpen} onOpenChange={setOpen}>
        {children}
      </Modal>
    </>
  );
};

const paragraph =
  'Chat, flirt and find your match. This text stands in for the content of the modal, which wraps over several lines on a phone.';

export const Default: Story = () => (
  <Opener>
    <p>{paragraph}</p>
  </Opener>
);

export const Small: Story = () => (
  <Opener size="sm">
    <p>{paragraph}</p>
  </Opener>
);

export const LargeWithFooter: Story = () => (
  <Opener size="lg" footer={<Button variant="outline">Cancel</Button>}>
    <p>{paragraph}</p>
  </Opener>
);

export const ExtraLarge: Story = () => (
  <Opener size="xl">
    <p>{paragraph}</p>
  </Opener>
);

/** The site-entry warning's setup: no close button, neither backdrop nor Escape closes it. */
export const NotDismissable: Story = () => (
  <Opener size="lg" showCloseButton={false} isDismissable={false} isKeyboardDismissDisabled>
    <p>{paragraph}</p>
  </Opener>
);

export const TallContentScrolls: Story = () => (
  <Opener footer={<Button>Continue</Button>}>
    {Array.from({ length: 30 }, (_, index) => (
      <p key={index}>{paragraph}</p>
    ))}
  </Opener>
);
