import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  ZImpactPreview,
  ZLatestImpactPreview,
  ZRuleSetVersion,
  type TRuleSetData,
} from '@propdesk/shared/contracts';
import { createManualClock } from '../../infra/clock.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { openPlatformAccount } from '../../test/trading-fixtures.ts';
import { Deal } from './deal.entity.ts';
import { addOffering, Plan, readDefaultOffering } from '../plans/index.ts';
import { runImpactPreviewTurn } from './impact-preview-runner.ts';

const DAY_MS = 86_400_000;

describe.each(TEST_DRIVERS)('impact previews of a draft (%s)', (driver) => {
  const clock = createManualClock(Date.parse('2026-11-20T10:00:00Z'));
  const firm = useStaffFirm(driver, `impact_previews_${driver}`, { clock });
  const rulesPath = () => `/organizations/${firm.firm().id}/rule-sets`;
  let draft = { id: '', data: null as unknown as TRuleSetData };
  let sizeMinor = 0;
  const turn = (owner = 'instance-a', batchSize = 2) =>
    runImpactPreviewTurn({ orm: firm.handle.database().orm, owner, nowMs: clock.now(), batchSize });
  const latest = async (who: 'owner' | 'manager' = 'owner') =>
    ZLatestImpactPreview.parse(
      (await firm.inject(who, 'GET', `${rulesPath()}/${draft.id}/impact-previews/latest`)).json(),
    ).preview;

  /** One 1-step account of the firm with one position a day closing at each result (minor units). */
  const openAccountWith = async (results: readonly number[]) => {
    const em = firm.em();
    const plan = await em.findOneOrFail(Plan, { organization: firm.firm().id, program: 'one_step' });
    const startedAt = clock.now() - 10 * DAY_MS;
    const account = await openPlatformAccount(em, {
      organization: firm.firm(),
      trader: firm.users.trader,
      plan,
      platform: 'mt5',
      startedAt,
    });
    results.forEach((profitMinor, day) => {
      const at = startedAt + day * DAY_MS + 3_600_000;
      for (const [entry, offset] of [
        ['in', 0],
        ['out', 600_000],
      ] as const) {
        em.create(Deal, {
          account,
          externalId: `${entry}${day}`,
          positionId: `p${day}`,
          symbol: 'EURUSD',
          side: 'buy',
          volume: 1,
          price: 1.1,
          entry,
          profitMinor: entry === 'out' ? profitMinor : 0,
          executedAt: new Date(at + offset),
        });
      }
    });
    await em.flush();
    return account;
  };

  beforeAll(async () => {
    const em = firm.em();
    addOffering(em, firm.firm(), await readDefaultOffering(em), new Date(clock.now()));
    await em.flush();
    sizeMinor = (await firm.em().findOneOrFail(Plan, { organization: firm.firm().id, program: 'one_step' }))
      .accountSizeMinor;
    const started = ZRuleSetVersion.parse(
      (await firm.inject('owner', 'POST', rulesPath(), { program: 'one_step' })).json(),
    );
    // A 4 % daily loss limit and a 12 % target instead of none and 10 %.
    const data: TRuleSetData = {
      ...started.data,
      dailyLoss: {
        percent: 4,
        basis: 'initial_balance',
        anchor: 'balance',
        includeFloating: true,
        evaluation: 'intraday',
        severity: 'hard',
      },
      phases: started.data.phases.map((phase) =>
        phase.kind === 'challenge' ? { ...phase, profitTargetPercent: 12 } : phase,
      ),
    };
    await firm.inject('owner', 'PUT', `${rulesPath()}/${started.id}`, { data });
    draft = { id: started.id, data };
  });

  it('replays the draft over the firm’s recent accounts in turns, with progress and examples', async () => {
    const losing = await openAccountWith([-Math.round(sizeMinor * 0.045)]);
    const passing = await openAccountWith(
      [0.028, 0.028, 0.028, 0.028].map((part) => Math.round(sizeMinor * part)),
    );
    await openAccountWith([]);
    expect(await latest()).toBeNull();

    const queued = await firm.inject('owner', 'POST', `${rulesPath()}/${draft.id}/impact-previews`);
    expect(queued.statusCode).toBe(202);
    expect(ZImpactPreview.parse(queued.json())).toMatchObject({
      status: 'queued',
      total: null,
      processed: 0,
    });
    // Asked again while it waits: the same run.
    const again = await firm.inject('admin', 'POST', `${rulesPath()}/${draft.id}/impact-previews`);
    expect(again.json()).toMatchObject({ id: queued.json<{ id: string }>().id });

    expect(await turn()).toBe(true);
    expect(await latest('manager')).toMatchObject({ status: 'running', total: 3, processed: 2 });
    // Another instance leaves it alone while the lease holds.
    expect(await turn('instance-b')).toBe(false);
    expect(await turn()).toBe(true);
    expect(await turn()).toBe(false);

    const done = await latest();
    expect(done).toMatchObject({
      status: 'done',
      total: 3,
      processed: 3,
      unchanged: 1,
      skipped: 0,
      changes: { would_fail: 1, would_not_pass: 1, would_pass: 0, would_survive: 0 },
    });
    expect(done?.examples).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          accountId: losing.id,
          change: 'would_fail',
          rule: 'daily_loss',
          draft: 'failed',
        }),
        expect.objectContaining({ accountId: passing.id, change: 'would_not_pass', actual: 'passed' }),
      ]),
    );
  });

  it('forgets its previews when the draft is saved again, and a lapsed run is taken over', async () => {
    await firm.inject('owner', 'POST', `${rulesPath()}/${draft.id}/impact-previews`);
    expect(await turn()).toBe(true);
    // instance-a stops (its lease lapses); instance-b carries on from the cursor.
    clock.advance(31_000);
    expect(await turn('instance-b')).toBe(true);
    expect(await latest()).toMatchObject({ status: 'done', processed: 3 });

    await firm.inject('owner', 'PUT', `${rulesPath()}/${draft.id}`, { data: draft.data });
    expect(await latest()).toBeNull();
  });
});
