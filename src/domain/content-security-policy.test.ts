import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyHeader, contentSecurityPolicyMeta } from './content-security-policy';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('the Content Security Policy', () => {
  it('allows no inline script and no eval, in the header and the meta tag', () => {
    for (const policy of [contentSecurityPolicyHeader, contentSecurityPolicyMeta()]) {
      expect(directive(policy, 'script-src')).toEqual(["'self'"]);
      expect(policy).not.toMatch(/unsafe-(inline|eval)/);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    }
  });

  it('keeps frame-ancestors for the header, where alone a browser obeys it', () => {
    expect(directive(contentSecurityPolicyHeader, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(contentSecurityPolicyMeta(), 'frame-ancestors')).toBeUndefined();
  });

  it('lets a build for an API on another origin call that origin, and only it', () => {
    const policy = contentSecurityPolicyMeta('https://api.example-dating-site.com/v2/');
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.example-dating-site.com']);
    expect(directive(contentSecurityPolicyMeta(''), 'connect-src')).toEqual(["'self'"]);
  });
});
