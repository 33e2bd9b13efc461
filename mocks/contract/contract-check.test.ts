import { describe, expect, it } from 'vitest';
import { getSettings } from '../../generated/hooks/site/site';
import { takeViolations } from '../control/contract-violations';
import { handle } from '../handlers/support/operation';
import { ok } from '../handlers/support/respond';
import { server } from '../node';

describe('contract check of simulated answers', () => {
  it('passes a handler that answers what the contract says', async () => {
    await getSettings();
    expect(takeViolations()).toEqual([]);
  });

  it('catches a handler that answers something else', async () => {
    server.use(handle('getSettings', () => ok({ settings: { name: 42 } })));
    await getSettings();
    const violations = takeViolations();
    expect(violations).toEqual(
      expect.arrayContaining([
        expect.stringContaining("getSettings 200: (root) must have required property 'domain_language'"),
        expect.stringContaining('getSettings 200: /settings/name must be string'),
      ]),
    );
  });

  it('catches a status the contract does not list', async () => {
    server.use(handle('getSettings', () => ok({ whatever: true }, { status: 202 })));
    await getSettings();
    expect(takeViolations()).toEqual(['getSettings answered 202, which the contract does not list']);
  });
});
