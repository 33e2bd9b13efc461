import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getChats } from '../../generated/hooks/chat/chat';
import { getLikes } from '../../generated/hooks/likes/likes';
import { translations } from '../../tests/utils/i18n';
import { renderApp } from '../../tests/utils/render-app';
import { loginAs } from '../../tests/utils/simulation';

const LL = translations('en');

describe('layouts', () => {
  it('default: top bar, the screen and the footer with the disclaimer', async () => {
    await renderApp({ path: '/pricing' });
    expect(await screen.findByRole('banner')).toBeVisible();
    expect(screen.getByRole('main')).toBeVisible();
    const footer = screen.getByRole('contentinfo');
    await waitFor(() => expect(footer).toHaveTextContent(LL.footer.adultsOnly()));
    for (const label of [LL.footer.terms(), LL.footer.privacy(), LL.footer.cookies(), LL.footer.ban()]) {
      expect(screen.getByRole('link', { name: label })).toBeVisible();
    }
    for (const label of [LL.footer.pricing(), LL.footer.complaints(), LL.footer.returns(), LL.footer.faq()]) {
      expect(screen.getByRole('link', { name: label })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: LL.footer.service() })).toHaveAttribute('href', '/pages/service');
  });

  it('chat: the conversation alone, full screen', async () => {
    await loginAs('free');
    // The conversation of free and premium: its header names premium, and there is no top bar.
    await renderApp({ path: '/chats/1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'premium' })).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('lander: a minimal bar with the logo and no member links or footer', async () => {
    await renderApp({ path: '/she/landers/gallery/summer' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    const logo = await screen.findByRole('link', { name: LL.topBar.logoLabel({ siteName: 'Flirtpoint' }) });
    expect(logo).toBeVisible();
    // Under a niche prefix the logo leads to that niche's front door (decision 032).
    expect(logo).toHaveAttribute('href', '/she');
    expect(screen.queryByRole('link', { name: LL.topBar.login() })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('empty: only the screen', async () => {
    await renderApp({ path: '/members/101/signup' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('footer: the site description on the home page only, member shortcuts for members', async () => {
    await renderApp({ path: '/' });
    expect(
      await screen.findByRole('region', { name: LL.footer.about({ siteName: 'Flirtpoint' }) }),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: LL.footer.join() })).toBeVisible();
  });

  it('footer: members get their shortcuts instead of the way in', async () => {
    await loginAs('free');
    await renderApp({ path: '/pricing' });
    expect(await screen.findByRole('region', { name: LL.footer.member() })).toBeVisible();
    expect(screen.queryByRole('region', { name: LL.footer.join() })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: LL.footer.about({ siteName: 'Flirtpoint' }) }),
    ).not.toBeInTheDocument();
  });

  it('shows the US footer to US visitors in English only', async () => {
    const { configureSite } = await import('../../mocks/db/site-settings');
    configureSite({ geoip_country: 'US' });
    await renderApp({ path: '/pricing' });
    expect(await screen.findByRole('region', { name: LL.footer.usTitle() })).toBeVisible();
  });

  it('keeps the US footer out of every other language', async () => {
    const { configureSite } = await import('../../mocks/db/site-settings');
    configureSite({ geoip_country: 'US' });
    const es = translations('es');
    await renderApp({ path: '/pricing', locale: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: es.routes.pricing() })).toBeVisible();
    await waitFor(() => expect(screen.getByRole('contentinfo')).toHaveTextContent(es.footer.adultsOnly()));
    expect(screen.queryByRole('region', { name: es.footer.usTitle() })).not.toBeInTheDocument();
  });

  it('prefixes the title with unread messages plus new likes', async () => {
    await loginAs('free');
    const count = (await getChats()).num_unread + (await getLikes()).num_new;
    expect(count).toBeGreaterThan(0);
    await renderApp({ path: '/pricing' });
    await waitFor(() => {
      expect(document.title).toBe(`(${count}) ${LL.routes.pricing()} | Flirtpoint`);
    });
  });

  it('leaves the title bare for visitors', async () => {
    await renderApp({ path: '/pricing' });
    await waitFor(() => {
      expect(document.title).toBe(`${LL.routes.pricing()} | Flirtpoint`);
    });
  });
});
