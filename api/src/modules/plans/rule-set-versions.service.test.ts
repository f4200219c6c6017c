import { DEFAULT_RULE_SETS, type TProgram, type TRuleSetData } from '@propdesk/shared/contracts';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { buyAccount, createSellingOrganization } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { TradingAccount } from '../trading-accounts/index.ts';
import { activateDueRuleSets, activateRuleSet } from './rule-set-versions.service.ts';
import { RuleSet } from './rule-set.entity.ts';

describe.each(TEST_DRIVERS)('rule-set versions (%s)', (driver) => {
  const handle = useTestApp(driver, 'rule_set_versions');
  let organizationId = '';
  let planId = '';
  let token = '';
  const em = () => handle.database().orm.em.fork();
  /** The program's next version as a draft (the drafts service's checks have their own tests). */
  const createDraft = async (program: TProgram, data: TRuleSetData, effectiveFrom: Date | null) => {
    const manager = em();
    const latest = await manager.findOneOrFail(
      RuleSet,
      { organization: organizationId, program },
      { orderBy: { version: 'desc' } },
    );
    const draft = manager.create(RuleSet, {
      organization: organizationId,
      program,
      version: latest.version + 1,
      status: 'draft',
      effectiveFrom,
      data,
    });
    await manager.flush();
    return draft;
  };

  beforeAll(async () => {
    const { organization, plans } = await createSellingOrganization(em(), 'versions-firm');
    organizationId = organization.id;
    planId = plans.two_step.id;
    await createTestAccount(em(), { email: 'versions.trader@example.com', organization });
    token = (await signInAs(handle.app(), { email: 'versions.trader@example.com' })).accessToken;
  });

  it('activates a new version for new purchases while bought accounts keep theirs', async () => {
    const before = await buyAccount(handle.app(), token, planId);
    const stricter = {
      ...DEFAULT_RULE_SETS.two_step,
      dailyLoss: { ...DEFAULT_RULE_SETS.two_step.dailyLoss!, percent: 4 },
    };
    const draft = await createDraft('two_step', stricter, null);
    expect(draft).toMatchObject({ version: 2, status: 'draft' });
    // A draft changes nothing yet.
    const stillV1 = await buyAccount(handle.app(), token, planId);
    expect((await em().findOneOrFail(TradingAccount, { id: stillV1 })).ruleSetVersion).toBe(1);

    await activateRuleSet(em(), draft.id, new Date());
    const versions = await em().find(
      RuleSet,
      { organization: organizationId, program: 'two_step' },
      { orderBy: { version: 'asc' } },
    );
    expect(versions.map((version) => version.status)).toEqual(['superseded', 'active']);
    const after = await buyAccount(handle.app(), token, planId);
    const [old, fresh] = await Promise.all([
      em().findOneOrFail(TradingAccount, { id: before }),
      em().findOneOrFail(TradingAccount, { id: after }),
    ]);
    expect(old.ruleSetVersion).toBe(1);
    expect(old.rules.dailyLoss?.percent).toBe(5);
    expect(fresh.ruleSetVersion).toBe(2);
    expect(fresh.rules.dailyLoss?.percent).toBe(4);
    // An active version is never activated (or edited) again.
    await expect(activateRuleSet(em(), draft.id, new Date())).rejects.toThrow('not a draft');
  });

  it('activates a scheduled draft when its effective date comes, not before', async () => {
    const at = new Date('2027-01-01T00:00:00Z');
    const draft = await createDraft('one_step', DEFAULT_RULE_SETS.one_step, at);
    expect(await activateDueRuleSets(em(), new Date(at.getTime() - 1))).toBe(0);
    expect(await activateDueRuleSets(em(), at)).toBe(1);
    // It keeps the instant it was scheduled for, whenever the scheduler got to it.
    expect(await em().findOneOrFail(RuleSet, { id: draft.id })).toMatchObject({
      status: 'active',
      effectiveFrom: at,
    });
    expect(
      await em().count(RuleSet, { organization: organizationId, program: 'one_step', status: 'active' }),
    ).toBe(1);
  });
});
