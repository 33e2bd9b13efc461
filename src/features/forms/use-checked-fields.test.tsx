import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import TypesafeI18n, { useI18nContext } from '../../../locales/i18n-react';
import { loadLocaleAsync } from '../../../locales/i18n-util.async';
import { translations } from '../../../tests/utils/i18n';
import { pressDown } from '../../../tests/utils/press-submit';
import { checkEmail, checkPassword, checkPasswordRepeat, passwordLength } from '../../domain/signup-rules';
import { Button, Form, TextField } from '../../ui';
import { fieldErrorMessage, type FieldCode } from './field-error-message';
import { useCheckedFields, type CheckedFieldsOptions } from './use-checked-fields';

const LL = translations('en');

type Field = 'email' | 'password' | 'repeat';

const check = (name: Field, values: Record<Field, string>): FieldCode | undefined => {
  if (name === 'email') return checkEmail(values.email);
  if (name === 'password') return checkPassword(values.password);
  return checkPasswordRepeat(values.repeat, values.password);
};

/** What a request to the server answers when the form is sent with everything valid. */
type Answer = { field: Field; code: FieldCode } | 'ok';

/** A form as a feature writes one: its rules, the hook, and the shared Form and fields. */
const TestForm = ({ options, answer }: { options: CheckedFieldsOptions; answer: Answer }) => {
  const { LL: texts } = useI18nContext();
  const fields = useCheckedFields({ email: '', password: '', repeat: '' }, check, options);
  const message = (name: Field) => {
    const code = fields.errors[name];
    return code === undefined ? undefined : fieldErrorMessage(texts, code);
  };
  const field = (name: Field, label: string) => (
    <TextField label={label} {...fields.fieldProps(name)} errorMessage={message(name)} />
  );
  return (
    <Form
      aria-label="Test form"
      errorFocusKey={fields.errorFocusKey}
      onSubmit={() => {
        if (!fields.checkAll()) return;
        if (answer === 'ok') {
          fields.clear();
          return;
        }
        fields.showServerErrors({ [answer.field]: answer.code });
        fields.raiseErrorFocus();
      }}
    >
      {field('email', 'E-mail')}
      {field('password', 'Password')}
      {field('repeat', 'Repeat')}
      <Button type="submit">Send</Button>
    </Form>
  );
};

beforeAll(async () => {
  await loadLocaleAsync('en');
});

const renderForm = (options: CheckedFieldsOptions = {}, answer: Answer = 'ok') => {
  const user = userEvent.setup();
  render(
    <TypesafeI18n locale="en">
      <TestForm options={options} answer={answer} />
    </TypesafeI18n>,
  );
  return {
    user,
    email: screen.getByRole('textbox', { name: 'E-mail' }),
    password: screen.getByRole('textbox', { name: 'Password' }),
    repeat: screen.getByRole('textbox', { name: 'Repeat' }),
    send: screen.getByRole('button', { name: 'Send' }),
  };
};

/** Sends the form with every field right, so only the server has something to say. */
const sendValid = async ({ user, email, password, repeat, send }: ReturnType<typeof renderForm>) => {
  await user.clear(email);
  await user.type(email, 'anna@example.com');
  await user.type(password, 'secret-one');
  await user.type(repeat, 'secret-one');
  await user.click(send);
};

describe('useCheckedFields', () => {
  it('checks a field when it loses focus, not while it is first typed', async () => {
    const { user, email } = renderForm();
    await user.type(email, 'anna@');
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(LL.form.invalidEmail());
  });

  it('says at once that a field left empty is needed, unless told to wait for the submit', async () => {
    const checking = renderForm();
    await checking.user.click(checking.email);
    await checking.user.tab();
    expect(checking.email).toHaveAccessibleDescription(LL.form.required());
    cleanup();

    const waiting = renderForm({ leftEmpty: 'wait' });
    await waiting.user.click(waiting.email);
    await waiting.user.tab();
    expect(waiting.email).not.toHaveAttribute('aria-invalid');
    // Spaces are something typed: the field is checked.
    await waiting.user.type(waiting.password, ' ');
    await waiting.user.tab();
    expect(waiting.password).toHaveAttribute('aria-invalid', 'true');
  });

  it('checks a shown error again while typing: it follows the value and goes once it is right', async () => {
    const { user, email } = renderForm();
    await user.click(email);
    await user.tab();
    expect(email).toHaveAccessibleDescription(LL.form.required());
    await user.type(email, 'anna@');
    expect(email).toHaveAccessibleDescription(LL.form.invalidEmail());
    await user.type(email, 'example.com');
    expect(email).not.toHaveAttribute('aria-invalid');
    // Once fixed, no new error appears while typing, only when the field is left again.
    await user.clear(email);
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it('checks a shown error again when another field it depends on changes', async () => {
    const { user, password, repeat } = renderForm();
    await user.type(password, 'secret-one');
    await user.type(repeat, 'secret-two');
    await user.tab();
    expect(repeat).toHaveAccessibleDescription(LL.form.passwordsDiffer());
    await user.clear(password);
    await user.type(password, 'secret-two');
    expect(repeat).not.toHaveAttribute('aria-invalid');
  });

  it('checks every field on submit and focuses the first error, again on each submit', async () => {
    const { user, email, password, repeat, send } = renderForm({ leftEmpty: 'wait' });
    await user.type(password, 'secret-one');
    await user.click(send);
    expect(email).toHaveAccessibleDescription(LL.form.required());
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(repeat).toHaveAccessibleDescription(LL.form.required());
    expect(email).toHaveFocus();

    await user.type(email, 'anna@example.com');
    await user.click(send);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(repeat).toHaveFocus();
  });

  it("shows the server's answer at its field until that field changes, and focuses it", async () => {
    const view = renderForm({}, { field: 'email', code: 'email_taken' });
    const { user, email, password } = view;
    await sendValid(view);
    expect(email).toHaveAccessibleDescription(LL.form.emailTaken());
    expect(email).toHaveFocus();

    // Leaving it or typing elsewhere does not make the answer untrue.
    await user.tab();
    await user.type(password, '!');
    expect(email).toHaveAccessibleDescription(LL.form.emailTaken());
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("replaces the server's earlier answer with the checks of the next submit", async () => {
    const view = renderForm({}, { field: 'email', code: 'email_taken' });
    const { user, email, repeat, send } = view;
    await sendValid(view);
    expect(email).toHaveAccessibleDescription(LL.form.emailTaken());
    await user.clear(repeat);
    await user.click(send);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(repeat).toHaveAccessibleDescription(LL.form.required());
    expect(repeat).toHaveFocus();
  });

  it('shows the error of a field left for the submit button after the press, then focuses it', async () => {
    const { user, email, password, send } = renderForm({ leftEmpty: 'wait' });
    await user.type(email, 'anna@example.com');
    await user.click(password);
    await user.paste('x'.repeat(passwordLength.max + 1));
    const release = await pressDown(user, send);
    // Its message would push the button away from under the pointer: the click would miss it.
    expect(password).not.toHaveAttribute('aria-invalid');
    await release();
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('empties the form and its errors when cleared', async () => {
    const view = renderForm();
    const { user, email, password } = view;
    await user.click(email);
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await sendValid(view);
    expect(email).toHaveValue('');
    expect(password).toHaveValue('');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});
