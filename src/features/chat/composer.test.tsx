import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import TypesafeI18n from '../../../locales/i18n-react';
import { translations } from '../../../tests/utils/i18n';
import { Composer } from './composer';

const t = translations('en').chat.composer;

const renderComposer = () => {
  const onSend = vi.fn<(text: string) => void>();
  render(
    <TypesafeI18n locale="en">
      <Composer draftKey="7" memberId={1} name="Anna" maxLength={500} onSend={onSend} />
    </TypesafeI18n>,
  );
  return { onSend, field: screen.getByRole('textbox', { name: t.label({ name: 'Anna' }) }) };
};

describe('Composer by keyboard', () => {
  it('sends with the Send button and puts the focus in the emptied field, not on the button it disables', async () => {
    const user = userEvent.setup();
    const { onSend, field } = renderComposer();
    await user.tab();
    expect(field).toHaveFocus();
    await user.keyboard('See you at eight');
    await user.tab();
    const send = screen.getByRole('button', { name: t.send() });
    expect(send).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('See you at eight');
    expect(send).toBeDisabled();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
  });

  it('sends with Enter in the field, which keeps the focus', async () => {
    const user = userEvent.setup();
    const { onSend, field } = renderComposer();
    await user.tab();
    await user.keyboard('Hello{Enter}');
    expect(onSend).toHaveBeenCalledWith('Hello');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
  });
});
