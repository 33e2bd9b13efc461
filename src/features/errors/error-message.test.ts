import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../generated/model';
import { translations } from '../../../tests/utils/i18n';
import { ApiError, NetworkError } from '../../api';
import { errorMessage } from './error-message';

const LL = translations('en');
const nl = translations('nl');
const apiError = (code: ErrorCode, details: ApiError['details'] = {}) =>
  new ApiError(400, code, 'server text', {}, details);

describe('error messages', () => {
  it.each(Object.values(ErrorCode))('%s has its own message in English and Dutch', (code) => {
    const english = errorMessage(LL, apiError(code, { minutes: 5, name: 'Anna' }));
    expect(english).not.toBe('');
    expect(english).not.toBe('server text');
    expect(errorMessage(nl, apiError(code, { minutes: 5, name: 'Anna' }))).not.toBe(english);
  });

  it.each([
    ['login_failed', 'Login failed, please try again'],
    ['email_taken', 'This email address already owns an account on this website'],
    ['reset_email_not_found', 'E-mail address not found'],
    ['reset_link_invalid', 'Link expired or invalid, request a new email'],
    ['reset_too_many', 'Too many password reset emails sent, please try again tomorrow'],
    ['old_password_wrong', 'Check old password error'],
    ['sms_code_invalid', 'Code invalid'],
    ['code_not_found', 'Code not found'],
    ['code_used', 'Code already used'],
    ['server_error', 'An error occured, please try again later'],
  ] as const)('%s uses the spec wording word for word', (code, text) => {
    expect(errorMessage(LL, apiError(code))).toBe(text);
  });

  it('fills in the minutes of a blocked login and the name of a blocking member', () => {
    expect(errorMessage(LL, apiError('login_blocked', { minutes: 15 }))).toBe(
      'Too many incorrect attempts, account blocked for 15 min',
    );
    expect(errorMessage(LL, apiError('blocked_by_member', { name: 'Anna' }))).toBe("You're blocked by Anna");
  });

  it('says "no connection" for a request that got no answer, and something generic otherwise', () => {
    expect(errorMessage(LL, new NetworkError(new TypeError('failed')))).toBe(LL.apiErrors.network());
    expect(errorMessage(LL, new ApiError(502, 'http_502', 'Bad gateway'))).toBe('An error has occurred');
    expect(errorMessage(LL, new Error('boom'))).toBe('An error has occurred');
  });
});
