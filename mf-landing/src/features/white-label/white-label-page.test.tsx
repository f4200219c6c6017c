import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, requestedUrls, stubFetch } from '@propdesk/shared/testing';
import { DEFAULT_ORGANIZATION_ANSWERS } from '../../testing/api-answers.ts';
import { registerLandingTranslations } from '../../testing/register-landing-translations.ts';
import WhiteLabelPage from './white-label-page.tsx';

registerLandingTranslations();

describe('/white-label-checkout', () => {
  it('explains what is missing, then sends the request and thanks the firm', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({
      ...DEFAULT_ORGANIZATION_ANSWERS,
      '/api/public/white-label-requests': { status: 201, body: { status: 'received' } },
    });
    renderWithProviders(<WhiteLabelPage apiBaseUrl="http://api.test" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your own prop firm, on our platform' }),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Website/ }), 'not a site');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Enter a web address such as https://example.com')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy)).not.toContain('http://api.test/api/public/white-label-requests');

    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Nova Capital');
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Nina Nova');
    await user.type(screen.getByRole('textbox', { name: /Work email/ }), 'nina@nova.example');
    await user.clear(screen.getByRole('textbox', { name: /Website/ }));
    await user.click(screen.getByRole('combobox', { name: /Traders you expect/ }));
    await user.click(await screen.findByRole('option', { name: '100 to 1,000' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/we received your request/)).toBeInTheDocument();
    expect(requestedUrls(fetchSpy)).toContain('http://api.test/api/public/white-label-requests');
  });

  it('keeps what was typed when the request fails', async () => {
    const user = userEvent.setup();
    stubFetch({
      ...DEFAULT_ORGANIZATION_ANSWERS,
      '/api/public/white-label-requests': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' }, requestId: 'r' },
      },
    });
    renderWithProviders(<WhiteLabelPage apiBaseUrl="http://api.test" />);
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Nova Capital');
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Nina Nova');
    await user.type(screen.getByRole('textbox', { name: /Work email/ }), 'nina@nova.example');
    await user.click(screen.getByRole('combobox', { name: /Traders you expect/ }));
    await user.click(await screen.findByRole('option', { name: 'Fewer than 100' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText('Your request could not be sent. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('Nova Capital');
  });
});
