import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@propdesk/shared/session';
import { requestsTo } from '@propdesk/shared/testing';
import { PropTradingSettings } from './prop-trading-settings.tsx';
import { renderAsMember, TEST_BRAND, TEST_FIRM_ID } from './render-as-member.tsx';

const FIRM = `/api/organizations/${TEST_FIRM_ID}`;

describe('PropTradingSettings', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
  });

  it('keeps an unsaved brand edit through a look at the plans, and loads a tab only once it is opened', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderAsMember('owner', <PropTradingSettings />, {
      [`GET ${FIRM}/brand`]: { body: TEST_BRAND },
      [`GET ${FIRM}/plans`]: { body: { plans: [] } },
    });
    const primary = await screen.findByRole('textbox', { name: 'Primary' });
    await user.clear(primary);
    await user.click(primary);
    await user.paste('#0f766e');
    expect(requestsTo(fetchSpy, 'GET', `${FIRM}/plans`)).toHaveLength(0);

    await user.click(screen.getByRole('tab', { name: 'Plans' }));
    expect(await screen.findByRole('button', { name: 'Add a plan' })).toBeTruthy();
    expect(requestsTo(fetchSpy, 'GET', `${FIRM}/plans`)).toHaveLength(1);
    await user.click(screen.getByRole('tab', { name: 'Brand' }));

    expect(screen.getByRole('textbox', { name: 'Primary' })).toHaveValue('#0f766e');
    expect(requestsTo(fetchSpy, 'GET', `${FIRM}/brand`)).toHaveLength(1);
  });
});
