import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TImpactPreview } from '@propdesk/shared/contracts';
import { sessionStore } from '@propdesk/shared/session';
import { renderAsMember, TEST_FIRM_ID } from './render-as-member.tsx';
import { RuleSetImpact } from './rule-set-impact.tsx';
import { DRAFT, DRAFT_ID, previewAnswer, previewFixture, RULE_SETS_PATH } from './rule-set-test-answers.ts';

const PREVIEWS_PATH = `${RULE_SETS_PATH}/${DRAFT_ID}/impact-previews`;

function renderImpact(latest: () => TImpactPreview | null, isDirty = false, onStart?: () => TImpactPreview) {
  return renderAsMember(
    'owner',
    <RuleSetImpact organizationId={TEST_FIRM_ID} draft={DRAFT} canRun isDirty={isDirty} />,
    {
      [`GET ${PREVIEWS_PATH}/latest`]: () => previewAnswer(latest()),
      ...(onStart === undefined
        ? {}
        : { [`POST ${PREVIEWS_PATH}`]: () => ({ status: 202, body: onStart() }) }),
    },
  );
}

describe('RuleSetImpact', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
  });

  it('runs a preview, shows its progress while it runs, then what the draft would change', async () => {
    const user = userEvent.setup();
    const queued = previewFixture({ status: 'queued', total: null, processed: 0, finishedAt: null });
    const answers: (TImpactPreview | null)[] = [
      null,
      previewFixture({ status: 'running', total: 10, processed: 3, finishedAt: null }),
      previewFixture({
        examples: [
          {
            accountId: '55555555-5555-4555-8555-555555555555',
            login: '700123',
            phaseKind: 'challenge',
            accountSizeMinor: 100_000_00,
            currency: 'USD',
            change: 'would_fail',
            actual: 'active',
            draft: 'failed',
            rule: 'daily_loss',
            at: '2026-11-20T14:00:00.000Z',
          },
        ],
      }),
    ];
    renderImpact(
      () => (answers.length > 1 ? (answers.shift() ?? null) : (answers[0] ?? null)),
      false,
      () => queued,
    );

    expect(await screen.findByText('No preview has been run for this draft.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Run an impact preview' }));
    expect(await screen.findByText('Finding the accounts to replay…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run an impact preview' })).toBeDisabled();
    expect(await screen.findByText('3 of 10 accounts replayed…', {}, { timeout: 3_000 })).toBeTruthy();

    const counts = await screen.findByTestId('impact-counts', {}, { timeout: 3_000 });
    expect(within(counts).getByText('Would fail').previousElementSibling?.textContent).toBe('2');
    expect(within(counts).getByText('Unchanged').previousElementSibling?.textContent).toBe('7');
    expect(within(counts).getByText('Skipped').previousElementSibling?.textContent).toBe('1');
    const row = within(screen.getByTestId('impact-examples')).getByText('700123').closest('tr');
    if (row === null) throw new Error('the example row is missing');
    expect(within(row).getByText('Would fail')).toBeTruthy();
    expect(within(row).getByText('active → failed')).toBeTruthy();
    expect(within(row).getByText('Daily loss')).toBeTruthy();
    expect(within(row).getByText('$100,000')).toBeTruthy();
  });

  it('says when no account traded in the window', async () => {
    renderImpact(() => previewFixture({ total: 0, processed: 0, unchanged: 0, skipped: 0 }));
    expect(await screen.findByText('No account traded in the last 30 days.')).toBeTruthy();
  });

  it('shows why a preview failed', async () => {
    renderImpact(() => previewFixture({ status: 'failed', failure: 'The replay ran out of time.' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The replay ran out of time.');
  });

  it('waits for unsaved changes to be saved before running', async () => {
    renderImpact(() => null, true);
    expect(
      await screen.findByText('Save your changes first: the preview replays the draft as saved.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run an impact preview' })).toBeDisabled();
  });
});
