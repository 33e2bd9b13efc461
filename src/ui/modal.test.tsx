import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import TypesafeI18n from '../../locales/i18n-react';
import { translations } from '../../tests/utils/i18n';
import { Button } from './button';
import { Modal, type ModalProps } from './modal';

const LL = translations('en');

type Options = Partial<Omit<ModalProps, 'isOpen' | 'onOpenChange' | 'children'>>;

const Harness = (options: Options) => {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        onPress={() => {
          setOpen(true);
        }}
      >
        open
      </Button>
      <Modal title="Before you continue" {...options} isOpen={isOpen} onOpenChange={setOpen}>
        <p>body text</p>
      </Modal>
    </>
  );
};

const renderModal = async (options: Options = {}) => {
  const user = userEvent.setup();
  render(<Harness {...options} />, {
    wrapper: ({ children }: { children: ReactNode }) => <TypesafeI18n locale="en">{children}</TypesafeI18n>,
  });
  await user.click(screen.getByRole('button', { name: 'open' }));
  return user;
};

/** The overlay around the dialog (react-aria treats a press on it as a press outside). */
const backdrop = (): HTMLElement => {
  const overlay = screen.getByRole('dialog').closest<HTMLElement>('.overlay');
  if (overlay === null) throw new Error('no modal overlay');
  return overlay;
};

describe('Modal', () => {
  it('opens as a dialog named by its title, with focus inside', async () => {
    await renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Before you continue' });
    expect(dialog).toBeVisible();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(screen.getByText('body text')).toBeVisible();
  });

  it('closes with Escape and gives focus back to the trigger', async () => {
    const user = await renderModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
    });
  });

  it('stays open on Escape when keyboard dismissal is disabled', async () => {
    const user = await renderModal({ isKeyboardDismissDisabled: true });
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Before you continue' })).toBeVisible();
  });

  it('closes from the header close button', async () => {
    const user = await renderModal();
    await user.click(screen.getByRole('button', { name: LL.ui.close() }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no close button when showCloseButton is false', async () => {
    await renderModal({ showCloseButton: false });
    expect(screen.getByRole('dialog')).toBeVisible();
    expect(screen.queryByRole('button', { name: LL.ui.close() })).not.toBeInTheDocument();
  });

  it('closes on a backdrop click', async () => {
    const user = await renderModal();
    await user.click(backdrop());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open on a backdrop click when it is not dismissable', async () => {
    const user = await renderModal({ isDismissable: false });
    await user.click(backdrop());
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('renders the footer below the content', async () => {
    await renderModal({ footer: <Button>OK</Button> });
    expect(screen.getByRole('button', { name: 'OK' })).toBeVisible();
  });
});
