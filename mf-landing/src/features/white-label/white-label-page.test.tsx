import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
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

  it('refuses a malformed email, and sends only the optional fields that were filled in', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({
      ...DEFAULT_ORGANIZATION_ANSWERS,
      '/api/public/white-label-requests': { status: 201, body: { status: 'received' } },
    });
    const answer = fetchSpy.getMockImplementation()!;
    const sent: unknown[] = [];
    fetchSpy.mockImplementation(async (input, init) => {
      if (input instanceof Request && input.method === 'POST') sent.push(await input.clone().json());
      return answer(input, init);
    });
    renderWithProviders(<WhiteLabelPage apiBaseUrl="http://api.test" />);
    await user.type(screen.getByRole('textbox', { name: /Company name/ }), 'Nova Capital');
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Nina Nova');
    await user.type(screen.getByRole('textbox', { name: /Work email/ }), 'nina-at-nova');
    await user.click(screen.getByRole('combobox', { name: /Traders you expect/ }));
    await user.click(await screen.findByRole('option', { name: 'More than 10,000' }));
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy)).not.toContain('http://api.test/api/public/white-label-requests');

    await user.clear(screen.getByRole('textbox', { name: /Work email/ }));
    await user.type(screen.getByRole('textbox', { name: /Work email/ }), 'nina@nova.example');
    await user.type(screen.getByRole('textbox', { name: /Website/ }), '  https://nova.example  ');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(/we received your request/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        companyName: 'Nova Capital',
        contactName: 'Nina Nova',
        email: 'nina@nova.example',
        expectedTraders: 'over_10000',
        website: 'https://nova.example',
      },
    ]);
    // The form starts over for the next request.
    expect(screen.getByRole('textbox', { name: /Company name/ })).toHaveValue('');
  });

  it('names the page for search engines, with the firm’s name', async () => {
    stubFetch(DEFAULT_ORGANIZATION_ANSWERS);
    renderWithProviders(<WhiteLabelPage apiBaseUrl="http://api.test" />);
    await waitFor(() => expect(document.title).toBe('Your own prop firm, on our platform | Acme Funding'));
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'Run your own branded prop firm on Acme Funding: plans, rules, checkout, payouts and affiliates.',
    );
  });
});
