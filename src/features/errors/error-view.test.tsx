import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { Locales } from '../../../locales/i18n-types';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadLocaleAsync } from '../../../locales/i18n-util.async';
import { translations } from '../../../tests/utils/i18n';
import { ErrorPage, type ErrorPageProps } from './error-view';
import NotFoundPage from './not-found-page';

const en = translations('en');

const renderPage = async (page: ReactNode, locale: Locales = 'en') => {
  await loadLocaleAsync(locale);
  return render(<TypesafeI18n locale={locale}>{page}</TypesafeI18n>);
};

const renderErrorPage = (props: ErrorPageProps = {}) => renderPage(<ErrorPage {...props} />);

describe('error page', () => {
  it('says "Error" with status 500 when it is told nothing', async () => {
    await renderErrorPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Error');
    expect(screen.getByText(en.errorPage.status({ status: 500 }))).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(document.title).toBe('Error');
  });

  it('shows the message it is given, with its status, as heading and page title', async () => {
    await renderErrorPage({ status: 403, message: en.apiErrors.premium_only() });
    expect(screen.getByRole('heading', { level: 1, name: en.apiErrors.premium_only() })).toBeVisible();
    expect(screen.getByText(en.errorPage.status({ status: 403 }))).toBeInTheDocument();
    expect(document.title).toBe(en.apiErrors.premium_only());
  });

  it('has exactly one heading, and no landmark of its own (the layout has the <main>)', async () => {
    await renderErrorPage({ status: 404 });
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });
});

describe('not-found page', () => {
  it('says Page not found (404) and links back to the home page', async () => {
    await renderPage(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByText(en.errorPage.status({ status: 404 }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found');
  });

  it('speaks Dutch to a Dutch member', async () => {
    const nl = translations('nl');
    await renderPage(<NotFoundPage />, 'nl');
    expect(screen.getByRole('heading', { level: 1, name: nl.errorPage.notFound() })).toBeVisible();
    expect(screen.getByText(nl.errorPage.status({ status: 404 }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: nl.errorPage.backHome() })).toHaveAttribute('href', '/');
    expect(nl.errorPage.notFound()).not.toBe(en.errorPage.notFound());
  });
});
