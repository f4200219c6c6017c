import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '@propdesk/shared/i18n';
import { renderWithProviders } from '@propdesk/shared/testing';
import { SiteLinksProvider } from '../../lib/site-links.tsx';
import { registerLandingTranslations } from '../../testing/register-landing-translations.ts';
import { LandingTopBar } from './landing-top-bar.tsx';

registerLandingTranslations();

describe('LandingTopBar', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('offers the anchors, Get Started, the support popup and the language picker', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LandingTopBar
        brandName="Acme Funding"
        logoUrl={null}
        supportEmail="help@acme.example"
        supportPhone="+44 20 7946 0000"
      />,
    );
    expect(screen.getAllByRole('link', { name: 'Funding' })[0]).toHaveAttribute('href', '/#funding');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');

    const [support] = screen.getAllByRole('button', { name: 'Support' });
    expect(support).toHaveAttribute('aria-expanded', 'false');
    await user.click(support!);
    expect(support).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('link', { name: 'Contact Support' })[0]).toHaveAttribute('href', '/support');
    expect(screen.getAllByRole('link', { name: 'Email Us' })[0]).toHaveAttribute(
      'href',
      'mailto:help@acme.example',
    );
    expect(screen.getAllByRole('link', { name: 'Call Us' })[0]).toHaveAttribute('href', 'tel:+442079460000');
    await user.keyboard('{Escape}');
    expect(support).toHaveAttribute('aria-expanded', 'false');

    const [language] = screen.getAllByRole('combobox', { name: 'Language' });
    await user.selectOptions(language!, 'it');
    expect(await screen.findAllByRole('link', { name: 'Inizia ora' })).not.toHaveLength(0);
  });

  it('opens and closes the mobile menu with the burger', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <LandingTopBar brandName="Acme Funding" logoUrl={null} supportEmail="" supportPhone={null} />,
    );
    const burger = screen.getByRole('button', { name: 'Menu' });
    await user.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('landing-mobile-menu')).toBeInTheDocument();
    await user.click(burger);
    expect(document.getElementById('landing-mobile-menu')).toBeNull();
    expect(screen.queryAllByRole('link', { name: 'Call Us', hidden: true })).toHaveLength(0);
  });

  it('links each anchor to its section of the landing, from any page of the portal', () => {
    renderWithProviders(
      <LandingTopBar brandName="Acme Funding" logoUrl={null} supportEmail="" supportPhone={null} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/#home'],
      ['Funding', '/#funding'],
      ['Features', '/#features'],
      ['FAQ', '/#faq'],
    ]);
  });

  it('embedded, scrolls to a section within the landing and leaves the host page’s address alone', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SiteLinksProvider portalUrl="https://portal.example">
        <LandingTopBar brandName="Acme Funding" logoUrl={null} supportEmail="" supportPhone={null} />
        <section id="faq" />
      </SiteLinksProvider>,
    );
    const scrollIntoView = jest.fn();
    // jsdom does not lay out, so it has no scrolling of its own.
    Object.assign(document.getElementById('faq')!, { scrollIntoView });
    const [faq] = screen.getAllByRole('link', { name: 'FAQ' });
    expect(faq).toHaveAttribute('href', '#faq');
    await user.click(faq!);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });
    expect(window.location.hash).toBe('');
  });

  it('shows the firm’s logo instead of its name, named by it, in a box that does not move the bar', () => {
    renderWithProviders(
      <LandingTopBar
        brandName="Acme Funding"
        logoUrl="https://api.acme.example/api/public/organizations/acme/logo/1"
        supportEmail="help@acme.example"
        supportPhone={null}
      />,
    );
    const logo = screen.getByRole('img', { name: 'Acme Funding' });
    expect(logo).toHaveAttribute('src', 'https://api.acme.example/api/public/organizations/acme/logo/1');
    expect(logo).toHaveAttribute('width', '160');
    expect(logo).toHaveAttribute('height', '28');
    expect(screen.getByRole('link', { name: 'Acme Funding' })).toHaveAttribute('href', '/');
  });
});
