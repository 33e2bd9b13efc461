import type { Page } from '@playwright/test';
import type { PersonaName } from '../mocks/seed/personas';
import { seededPassword } from '../mocks/seed/password';
import { contextClient } from './api-client';

/**
 * Logs the browser context in as a seeded persona through the real login call, so the session
 * cookie is the simulation's own (the login screen itself is the accounts journey's subject).
 */
export const loginAs = async (page: Page, persona: PersonaName): Promise<void> => {
  const { response } = await contextClient(page.request).POST('/api/user.php', {
    body: { email: `${persona}@sim.test`, password: seededPassword },
  });
  if (!response.ok) throw new Error(`login as ${persona} failed: ${String(response.status)}`);
};
