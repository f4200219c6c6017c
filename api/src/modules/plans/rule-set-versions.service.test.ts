import { DEFAULT_RULE_SETS } from '@propdesk/shared/contracts';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { createTestAccount, signInAs } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { buyAccount, createSellingOrganization } from '../../test/trading-fixtures.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { TradingAccount } from '../trading-accounts/trading-account.entity.ts';
import { activateDueRuleSets, activateRuleSet, createRuleSetDraft } from './rule-set-versions.service.ts';
import { RuleSet } from './rule-set.entity.ts';

describe.each(TEST_DRIVERS)('rule-set versions (%s)', (driver) => {
  const handle = useTestApp(driver, 'rule_set_versions');
  let organizationId = '';
  let planId = '';
  let token = '';
  const em = () => handle.database().orm.em.fork();

  beforeAll(async () => {
    const { organization, plans } = await createSellingOrganization(em(), 'versions-firm');
    organizationId = organization.id;
    planId = plans.two_step.id;
    await createTestAccount(em(), { email: 'versions.trader@example.com', organization });
    token = (await signInAs(handle.app(), { email: 'versions.trader@example.com' })).accessToken;
  });

  it('refuses invalid rules and rules of another program', async () => {
    await expect(
      createRuleSetDraft(em(), {
        organizationId,
        program: 'two_step',
        data: { schemaVersion: 1 },
        effectiveFrom: null,
      }),
    ).rejects.toThrow('The rules are not valid');
    await expect(
      createRuleSetDraft(em(), {
        organizationId,
        program: 'two_step',
        data: DEFAULT_RULE_SETS.instant,
        effectiveFrom: null,
      }),
    ).rejects.toThrow('not two_step');
  });

  it('activates a new version for new purchases while bought accounts keep theirs', async () => {
    const before = await buyAccount(handle.app(), token, planId);
    const stricter = {
      ...DEFAULT_RULE_SETS.two_step,
      dailyLoss: { ...DEFAULT_RULE_SETS.two_step.dailyLoss!, percent: 4 },
    };
    const draft = await createRuleSetDraft(em(), {
      organizationId,
      program: 'two_step',
      data: stricter,
      effectiveFrom: null,
    });
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
    const draft = await createRuleSetDraft(em(), {
      organizationId,
      program: 'one_step',
      data: DEFAULT_RULE_SETS.one_step,
      effectiveFrom: at,
    });
    expect(await activateDueRuleSets(em(), new Date(at.getTime() - 1))).toBe(0);
    expect(await activateDueRuleSets(em(), at)).toBe(1);
    expect((await em().findOneOrFail(RuleSet, { id: draft.id })).status).toBe('active');
    expect(
      await em().count(RuleSet, { organization: organizationId, program: 'one_step', status: 'active' }),
    ).toBe(1);
  });
});
