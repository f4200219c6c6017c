import { beforeAll, describe, expect, it } from '@jest/globals';
import {
  ZApiErrorBody,
  ZPublicPlansResponse,
  ZRuleSetCheck,
  ZRuleSetVersion,
  ZRuleSetVersionPage,
  type TProgram,
  type TRuleSetData,
} from '@propdesk/shared/contracts';
import { createManualClock } from '../../infra/clock.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { AuditEvent } from '../audit/index.ts';
import { addOffering, readDefaultOffering } from './default-offering.ts';
import { activateDueRuleSets } from './rule-set-versions.service.ts';
import { RuleSet } from './rule-set.entity.ts';

const HOUR_MS = 3_600_000;

describe.each(TEST_DRIVERS)('a firm’s rule-set versions on its settings page (%s)', (driver) => {
  const clock = createManualClock(Date.parse('2026-11-20T10:00:00Z'));
  const firm = useStaffFirm(driver, `rule_sets_${driver}`, { clock });
  const rulesPath = (organizationId = firm.firm().id) => `/organizations/${organizationId}/rule-sets`;
  const versionsOf = async (program: TProgram, who: 'owner' | 'manager' = 'owner') =>
    ZRuleSetVersionPage.parse((await firm.inject(who, 'GET', `${rulesPath()}?program=${program}`)).json());
  const startDraft = async (program: TProgram) => {
    const started = await firm.inject('owner', 'POST', rulesPath(), { program });
    expect(started.statusCode).toBe(201);
    return ZRuleSetVersion.parse(started.json());
  };
  const publicPlans = () =>
    firm.handle.app().inject({ method: 'GET', url: `/api/public/organizations/${firm.firm().slug}/plans` });
  const publicVersion = async (program: TProgram) =>
    ZPublicPlansResponse.parse((await publicPlans()).json()).programs.find(
      (sold) => sold.program === program,
    );
  const stricter = (rules: TRuleSetData): TRuleSetData => ({
    ...rules,
    dailyLoss: { ...rules.dailyLoss!, percent: 4 },
  });

  beforeAll(async () => {
    const em = firm.em();
    addOffering(em, firm.firm(), await readDefaultOffering(em), new Date(clock.now()));
    await em.flush();
  });

  it('starts a draft from the version in force, checks it field by field and saves it', async () => {
    const before = await versionsOf('two_step');
    expect(before).toMatchObject({ inForce: { version: 1, state: 'active' }, pending: null, total: 1 });

    const draft = await startDraft('two_step');
    expect(draft).toMatchObject({ version: 2, state: 'draft', effectiveFrom: null });
    expect(draft.data).toEqual(before.inForce?.data);
    expect((await firm.inject('admin', 'POST', rulesPath(), { program: 'two_step' })).statusCode).toBe(409);

    const broken = {
      ...draft.data,
      dailyLoss: { ...draft.data.dailyLoss, percent: -1 },
      reset: { timeZone: 'Mars/Olympus', time: '24:00' },
    };
    const checked = ZRuleSetCheck.parse(
      (await firm.inject('manager', 'POST', `${rulesPath()}/check`, { data: broken })).json(),
    );
    expect(checked.valid).toBe(false);
    expect(checked.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'dailyLoss.percent',
      'reset.time',
      'reset.timeZone',
    ]);
    const refused = await firm.inject('owner', 'PUT', `${rulesPath()}/${draft.id}`, { data: broken });
    expect(refused.statusCode).toBe(400);
    expect(ZApiErrorBody.parse(refused.json()).error.details).toMatchObject({
      issues: expect.arrayContaining([expect.objectContaining({ path: ['dailyLoss', 'percent'] })]),
    });

    // Valid rules come back in words, phase by phase, for the size asked.
    const words = ZRuleSetCheck.parse(
      (
        await firm.inject('owner', 'POST', `${rulesPath()}/check`, {
          data: stricter(draft.data),
          accountSizeMinor: 5_000_000,
        })
      ).json(),
    );
    expect(words.phases.map((phase) => phase.kind)).toEqual(['challenge', 'verification', 'funded']);
    const dailyLoss = words.phases[0]?.texts.find((text) => text.rule === 'daily_loss');
    expect(dailyLoss?.values).toMatchObject({ percent: 4, floorMinor: 4_800_000 });

    const saved = await firm.inject('owner', 'PUT', `${rulesPath()}/${draft.id}`, {
      data: stricter(draft.data),
    });
    expect(saved.statusCode).toBe(200);
    expect((await versionsOf('two_step', 'manager')).pending).toMatchObject({
      version: 2,
      state: 'draft',
      data: { dailyLoss: { percent: 4 } },
    });
  });

  it('schedules a version that the landing and checkout sell from its very instant', async () => {
    const { pending } = await versionsOf('two_step');
    const at = new Date(clock.now() + HOUR_MS).toISOString();
    const scheduled = await firm.inject('owner', 'POST', `${rulesPath()}/${pending?.id}/schedule`, {
      effectiveFrom: at,
    });
    expect(scheduled.json()).toMatchObject({ state: 'scheduled', effectiveFrom: at });
    expect(await publicVersion('two_step')).toMatchObject({ ruleSetVersion: 1 });
    // A scheduled version is not written to; it goes back to a draft first.
    expect(
      (await firm.inject('owner', 'PUT', `${rulesPath()}/${pending?.id}`, { data: pending?.data }))
        .statusCode,
    ).toBe(409);

    expect((await publicPlans()).headers['cache-control']).toBe(
      'public, max-age=60, stale-while-revalidate=300',
    );
    // Half a minute before: a copy may be reused until the change, never after it.
    clock.advance(HOUR_MS - 30_000);
    expect((await publicPlans()).headers['cache-control']).toBe('public, max-age=30');
    clock.advance(30_000);
    // No scheduler ran: the version in force is read by the clock.
    expect(await publicVersion('two_step')).toMatchObject({
      ruleSetVersion: 2,
      rules: { dailyLoss: { percent: 4 } },
    });
    const after = await versionsOf('two_step');
    expect(after.inForce).toMatchObject({ version: 2, state: 'active' });
    expect(after.versions.map((version) => version.state)).toEqual(['active', 'superseded']);
    // Page 2 of one row still names the version in force.
    const secondPage = ZRuleSetVersionPage.parse(
      (await firm.inject('owner', 'GET', `${rulesPath()}?program=two_step&page=2&pageSize=1`)).json(),
    );
    expect(secondPage).toMatchObject({ total: 2, inForce: { version: 2 }, pending: null });
    expect(secondPage.versions.map((version) => version.version)).toEqual([1]);
    expect((await firm.inject('owner', 'POST', `${rulesPath()}/${pending?.id}/unschedule`)).statusCode).toBe(
      409,
    );

    expect(await activateDueRuleSets(firm.em(), new Date(clock.now()))).toBe(1);
    expect(await firm.em().findOneOrFail(RuleSet, { id: pending?.id ?? '' })).toMatchObject({
      status: 'active',
      effectiveFrom: new Date(at),
    });
    expect(
      await firm.em().count(AuditEvent, {
        organization: firm.firm().id,
        action: { $in: ['rule_set_draft_started', 'rule_set_draft_saved', 'rule_set_scheduled'] },
      }),
    ).toBe(3);
  });

  it('takes a scheduled version back to a draft, discards a draft, and puts one in force at once', async () => {
    const draft = await startDraft('instant');
    const path = `${rulesPath()}/${draft.id}`;
    await firm.inject('owner', 'POST', `${path}/schedule`, {
      effectiveFrom: new Date(clock.now() + HOUR_MS).toISOString(),
    });
    expect((await firm.inject('owner', 'POST', `${path}/unschedule`)).json()).toMatchObject({
      state: 'draft',
      effectiveFrom: null,
    });
    const tooFar = await firm.inject('owner', 'POST', `${path}/schedule`, {
      effectiveFrom: new Date(clock.now() + 400 * 24 * HOUR_MS).toISOString(),
    });
    expect(tooFar.statusCode).toBe(400);
    expect((await firm.inject('owner', 'DELETE', path)).statusCode).toBe(204);
    expect((await versionsOf('instant')).pending).toBeNull();

    const next = await startDraft('instant');
    const now = await firm.inject('admin', 'POST', `${rulesPath()}/${next.id}/schedule`, {
      effectiveFrom: null,
    });
    expect(now.json()).toMatchObject({ version: next.version, state: 'active' });
    expect(await publicVersion('instant')).toMatchObject({ ruleSetVersion: next.version });
    expect((await firm.inject('owner', 'DELETE', `${rulesPath()}/${next.id}`)).statusCode).toBe(409);
  });

  it('lets managers read and check; owners, admins and platform admins write; other firms see nothing', async () => {
    expect((await firm.inject('manager', 'POST', rulesPath(), { program: 'one_step' })).statusCode).toBe(403);
    expect((await firm.inject('agent', 'GET', `${rulesPath()}?program=one_step`)).statusCode).toBe(403);
    expect((await firm.inject('otherOwner', 'GET', `${rulesPath()}?program=one_step`)).statusCode).toBe(404);
    expect((await firm.inject('owner', 'GET', `${rulesPath()}?program=four_step`)).statusCode).toBe(400);
    const draft = await startDraft('one_step');
    // Another firm's owner, through their own organization: the version is not theirs.
    const foreign = await firm.inject('otherOwner', 'PUT', `${rulesPath(firm.other().id)}/${draft.id}`, {
      data: draft.data,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await firm.inject('otherOwner', 'POST', `${rulesPath(firm.other().id)}/${draft.id}/impact-previews`))
        .statusCode,
    ).toBe(404);
    const byAdmin = await firm.inject('platformAdmin', 'DELETE', `${rulesPath()}/${draft.id}`);
    expect(byAdmin.statusCode).toBe(204);
  });
});
