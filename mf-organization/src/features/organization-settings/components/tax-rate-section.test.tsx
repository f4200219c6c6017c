import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TTaxRate } from '@propdesk/shared/contracts';
import { sessionStore } from '@propdesk/shared/session';
import { requestsTo } from '@propdesk/shared/testing';
import { renderAsMember, TEST_FIRM_ID } from './render-as-member.tsx';
import { TaxRateSection } from './tax-rate-section.tsx';

const path = `/api/organizations/${TEST_FIRM_ID}/tax-rate`;

describe('TaxRateSection', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
  });

  it('shows no rate by default, saves 21 % as 2,100 basis points, then removes it', async () => {
    const user = userEvent.setup();
    const sent: TTaxRate[] = [];
    let stored: TTaxRate = { taxRateBasisPoints: null };
    const fetchSpy = renderAsMember('owner', <TaxRateSection organizationId={TEST_FIRM_ID} canEdit />, {
      [`GET ${path}`]: () => ({ body: stored }),
      [`PUT ${path}`]: async (request) => {
        stored = (await request.json()) as TTaxRate;
        sent.push(stored);
        return { body: stored };
      },
    });
    const rate = await screen.findByRole('textbox', { name: 'Tax rate' });
    expect(rate).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save the rate' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove the rate' })).not.toBeInTheDocument();

    await user.type(rate, '21');
    await user.click(screen.getByRole('button', { name: 'Save the rate' }));
    expect(await screen.findByRole('button', { name: 'Remove the rate' })).toBeInTheDocument();
    expect(rate).toHaveValue('21 %');

    await user.click(screen.getByRole('button', { name: 'Remove the rate' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove the rate' })).not.toBeInTheDocument(),
    );
    expect(rate).toHaveValue('');
    expect(sent).toEqual([{ taxRateBasisPoints: 2100 }, { taxRateBasisPoints: null }]);
    expect(requestsTo(fetchSpy, 'PUT', path)).toHaveLength(2);
  });

  it('refuses a rate above 100 % before sending anything', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderAsMember('admin', <TaxRateSection organizationId={TEST_FIRM_ID} canEdit />, {
      [`GET ${path}`]: { body: { taxRateBasisPoints: 725 } },
    });
    const rate = await screen.findByRole('textbox', { name: 'Tax rate' });
    expect(rate).toHaveValue('7.25 %');
    await user.clear(rate);
    await user.type(rate, '150');
    expect(screen.getByText('Enter a rate from 0.01 % to 100 %')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save the rate' })).toBeDisabled();
    expect(requestsTo(fetchSpy, 'PUT', path)).toHaveLength(0);
  });

  it('shows a manager the rate without a way to change it', async () => {
    renderAsMember('manager', <TaxRateSection organizationId={TEST_FIRM_ID} canEdit={false} />, {
      [`GET ${path}`]: { body: { taxRateBasisPoints: 2100 } },
    });
    expect(await screen.findByRole('textbox', { name: 'Tax rate' })).toBeDisabled();
    expect(
      screen.getByText('Only owners and admins of the organization can change the tax rate.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save the rate' })).not.toBeInTheDocument();
  });

  it('says when the rate cannot be loaded, and when it cannot be saved', async () => {
    const user = userEvent.setup();
    renderAsMember('owner', <TaxRateSection organizationId={TEST_FIRM_ID} canEdit />, {
      [`GET ${path}`]: { status: 500, body: { error: { code: 'INTERNAL' } } },
    });
    expect(await screen.findByText('The tax rate could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    act(() => sessionStore.getState().clearSession());

    renderAsMember('owner', <TaxRateSection organizationId={TEST_FIRM_ID} canEdit />, {
      [`GET ${path}`]: { body: { taxRateBasisPoints: null } },
      [`PUT ${path}`]: { status: 500, body: { error: { code: 'INTERNAL' } } },
    });
    const rates = await screen.findAllByRole('textbox', { name: 'Tax rate' });
    const rate = rates[rates.length - 1];
    if (rate === undefined) throw new Error('the form is shown');
    await user.type(rate, '10');
    const saves = screen.getAllByRole('button', { name: 'Save the rate' });
    await user.click(saves[saves.length - 1] as HTMLElement);
    expect(await screen.findByText('The tax rate could not be saved. Try again.')).toBeTruthy();
  });
});
