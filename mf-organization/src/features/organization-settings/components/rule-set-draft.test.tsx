import { afterEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TRuleSetCheckInput } from '@propdesk/shared/contracts';
import { sessionStore } from '@propdesk/shared/session';
import { requestsTo } from '@propdesk/shared/testing';
import { renderAsMember, TEST_FIRM_ID } from './render-as-member.tsx';
import {
  checkAnswer,
  DRAFT,
  DRAFT_ID,
  refusal,
  RULE_SETS_PATH,
  ruleSetAnswers,
} from './rule-set-test-answers.ts';
import { RuleSetsEditor } from './rule-sets-editor.tsx';

const DRAFT_PATH = `${RULE_SETS_PATH}/${DRAFT_ID}`;

/** Replaces what a field holds, pasted at once (typing key by key through Mantine is slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(value);
}

function renderDraft(extra: Parameters<typeof ruleSetAnswers>[1] = {}) {
  return renderAsMember(
    'owner',
    <RuleSetsEditor organizationId={TEST_FIRM_ID} canEdit />,
    ruleSetAnswers(DRAFT, extra),
  );
}

describe('the draft of a rule set', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
  });

  it('shows each problem the api finds as the rules are typed under its own field, and counts them', async () => {
    const user = userEvent.setup();
    const checked: TRuleSetCheckInput[] = [];
    renderDraft({
      [`POST ${RULE_SETS_PATH}/check`]: async (request) => {
        const input = (await request.json()) as TRuleSetCheckInput;
        checked.push(input);
        const rules = input.data as { phases: { profitTargetPercent: unknown }[] };
        return {
          body: checkAnswer(
            rules.phases[1]?.profitTargetPercent === 150
              ? [
                  {
                    path: ['phases', 1, 'profitTargetPercent'],
                    code: 'too_big',
                    message: 'Too big: expected number to be <=100',
                  },
                  { path: [], code: 'custom', message: 'The rules need a second look.' },
                ]
              : [],
          ),
        };
      },
    });
    const verification = await screen.findByRole('textbox', { name: 'Profit target, Verification' });
    expect(await screen.findByText('The rules are valid.')).toBeTruthy();
    await fill(user, verification, '150');

    expect(await screen.findByText('Problems to fix: 2')).toBeTruthy();
    expect(verification).toHaveAccessibleDescription(
      expect.stringContaining('Too big: expected number to be <=100'),
    );
    expect(verification).toHaveAttribute('aria-invalid', 'true');
    const challenge = screen.getByRole('textbox', { name: 'Profit target, Challenge' });
    expect(challenge).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The rules need a second look.')).toBeTruthy();
    expect(screen.getByText('Fix the problems of the rules to read them as traders will.')).toBeTruthy();
    // Typing pauses before a check: one check of the rules as loaded, then one of 150, not one a key.
    await waitFor(() => expect(checked.at(-1)?.accountSizeMinor).toBe(100_000_00));
    expect(checked.length).toBeLessThanOrEqual(3);
  });

  it('saves the rules as typed, keeping them and naming the problem when the api refuses them', async () => {
    const user = userEvent.setup();
    const saved: unknown[] = [];
    renderDraft({
      [`PUT ${DRAFT_PATH}`]: async (request) => {
        const { data } = (await request.json()) as { data: typeof DRAFT.data };
        saved.push(data);
        return data.maxLoss.percent > 50
          ? refusal(400, 'The rules are not valid', {
              issues: [{ path: ['maxLoss', 'percent'], code: 'too_big', message: 'At most 50 here.' }],
            })
          : { body: { ...DRAFT, data, updatedAt: '2026-11-27T11:00:00.000Z' } };
      },
    });
    const maxLoss = await screen.findByRole('textbox', { name: 'Max loss allowance' });
    await fill(user, maxLoss, '60');
    expect(screen.getByRole('button', { name: 'Schedule…' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The draft was not saved.');
    expect(alert.textContent).toContain('The rules are not valid');
    expect(maxLoss).toHaveAccessibleDescription(expect.stringContaining('At most 50 here.'));
    expect(maxLoss).toHaveValue('60');

    await fill(user, maxLoss, '7');
    await user.click(screen.getByRole('switch', { name: /^Daily loss limit/ }));
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    expect(saved).toEqual([
      { ...DRAFT.data, maxLoss: { ...DRAFT.data.maxLoss, percent: 60 } },
      { ...DRAFT.data, maxLoss: { ...DRAFT.data.maxLoss, percent: 7 }, dailyLoss: null },
    ]);
    expect(screen.getByRole('button', { name: 'Schedule…' })).toBeEnabled();
  });

  it('schedules the saved draft to take effect now, or from a moment picked in the reader’s time zone', async () => {
    const user = userEvent.setup();
    const scheduled: unknown[] = [];
    const fetchSpy = renderDraft({
      [`POST ${DRAFT_PATH}/schedule`]: async (request) => {
        scheduled.push(await request.json());
        return { body: { ...DRAFT, state: 'scheduled' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Schedule…' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Put it in force now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Schedule…' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'At a date and time' }));
    const at = within(dialog).getByLabelText('Takes effect at');
    fireEvent.change(at, { target: { value: '2020-01-15T09:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule it' }));
    expect(within(dialog).getByText('Pick a moment in the future, or choose “Now”.')).toBeTruthy();

    fireEvent.change(at, { target: { value: '2030-01-15T09:30' } });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(scheduled).toEqual([
      { effectiveFrom: null },
      { effectiveFrom: new Date(2030, 0, 15, 9, 30).toISOString() },
    ]);
    // The dialog's form is not the draft's: scheduling saves nothing.
    expect(requestsTo(fetchSpy, 'PUT', DRAFT_PATH)).toHaveLength(0);
  });

  it('discards the draft once asked to confirm', async () => {
    const user = userEvent.setup();
    let isDiscarded = false;
    renderDraft({
      [`DELETE ${DRAFT_PATH}`]: () => {
        isDiscarded = true;
        return { status: 204, body: null };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Discard the draft' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard it' }));
    await waitFor(() => expect(isDiscarded).toBe(true));
  });
});
