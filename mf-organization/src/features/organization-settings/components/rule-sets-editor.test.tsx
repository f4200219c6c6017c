import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@propdesk/shared/session';
import { requestedUrls } from '@propdesk/shared/testing';
import { renderAsMember, TEST_FIRM_ID } from './render-as-member.tsx';
import { DRAFT, DRAFT_ID, RULE_SETS_PATH, ruleSetAnswers, versionPage } from './rule-set-test-answers.ts';
import { RuleSetsEditor } from './rule-sets-editor.tsx';

describe('RuleSetsEditor', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
  });

  it('shows a manager the rules in force and the draft as traders read them, with nothing to change', async () => {
    renderAsMember(
      'manager',
      <RuleSetsEditor organizationId={TEST_FIRM_ID} canEdit={false} />,
      ruleSetAnswers(DRAFT),
    );

    expect((await screen.findByTestId('rule-set-in-force')).textContent).toMatch(
      /^Version 1, in force since/,
    );
    expect(await screen.findByTestId('rule-set-draft-read-only')).toBeTruthy();
    expect(await screen.findAllByText('Your equity must stay above $95,000.00 today.')).toHaveLength(2);
    expect(await screen.findByText('No preview has been run for this draft.')).toBeTruthy();
    expect(screen.getByTestId('rules-read-only')).toBeTruthy();
    for (const name of ['Save the draft', 'Discard the draft', 'Schedule…', 'Run an impact preview']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('textbox', { name: 'Daily loss allowance' })).toBeNull();
  });

  it('starts a new version from the one in force and opens its form', async () => {
    const user = userEvent.setup();
    let pending: typeof DRAFT | null = null;
    const created: unknown[] = [];
    renderAsMember(
      'owner',
      <RuleSetsEditor organizationId={TEST_FIRM_ID} canEdit />,
      ruleSetAnswers(null, {
        [`GET ${RULE_SETS_PATH}`]: () => ({ body: versionPage(pending) }),
        [`POST ${RULE_SETS_PATH}`]: async (request) => {
          created.push(await request.json());
          pending = DRAFT;
          return { status: 201, body: DRAFT };
        },
      }),
    );

    await user.click(await screen.findByRole('button', { name: 'Start a new version' }));
    expect(await screen.findByRole('button', { name: 'Save the draft' })).toBeTruthy();
    expect(created).toEqual([{ program: 'two_step' }]);
    expect(screen.getByRole('region', { name: 'Draft of version 2' })).toBeTruthy();
  });

  it('takes a scheduled version back to a draft before its date', async () => {
    const user = userEvent.setup();
    const scheduled = { ...DRAFT, state: 'scheduled' as const, effectiveFrom: '2030-01-15T08:30:00.000Z' };
    let isUnscheduled = false;
    renderAsMember(
      'admin',
      <RuleSetsEditor organizationId={TEST_FIRM_ID} canEdit />,
      ruleSetAnswers(scheduled, {
        [`POST ${RULE_SETS_PATH}/${DRAFT_ID}/unschedule`]: () => {
          isUnscheduled = true;
          return { body: DRAFT };
        },
      }),
    );
    expect((await screen.findByTestId('rule-set-scheduled')).textContent).toMatch(
      /^Version 2 takes effect on Jan 15, 2030/,
    );
    await user.click(screen.getByRole('button', { name: 'Back to draft' }));
    await waitFor(() => expect(isUnscheduled).toBe(true));
  });

  it('shows each program’s rules on its own tab', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderAsMember(
      'owner',
      <RuleSetsEditor organizationId={TEST_FIRM_ID} canEdit />,
      ruleSetAnswers(null),
    );
    await screen.findByTestId('rule-set-in-force');
    await user.click(screen.getByRole('tab', { name: 'Instant Funding' }));
    await waitFor(() =>
      expect(requestedUrls(fetchSpy).some((url) => url.includes('program=instant'))).toBe(true),
    );
  });

  it('says why the rules could not be loaded, with a way to try again', async () => {
    renderAsMember('owner', <RuleSetsEditor organizationId={TEST_FIRM_ID} canEdit />, {
      [`GET ${RULE_SETS_PATH}`]: {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' }, requestId: 'r' },
      },
    });
    expect((await screen.findAllByText('The rules could not be loaded.')).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });
});
