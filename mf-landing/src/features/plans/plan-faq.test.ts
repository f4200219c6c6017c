import { describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { initI18n } from '@propdesk/shared/i18n';
import { PROGRAMS_FIXTURE } from '../../testing/plans-fixture.ts';
import { PLANS_NAMESPACE, plansTranslations } from './i18n/index.ts';
import { planFaqGroup } from './plan-faq.ts';

describe('planFaqGroup: the FAQ answers written from plan data', () => {
  it('answers cost, split, payouts, refunds and rules with the same numbers as the funding table', async () => {
    initI18n('en');
    void plansTranslations.ready();
    const t = i18next.getFixedT('en', PLANS_NAMESPACE);
    const group = planFaqGroup(PROGRAMS_FIXTURE, t, 'en');
    const answers = Object.fromEntries(group.items.map((item) => [item.question, item.answer]));

    expect(group.heading).toBe('Plans, payouts and refunds');
    expect(answers['How much does a challenge cost?']).toBe(
      '2-Step Challenge: from $120, for a $25,000 account. InstFunding: from $499, for a $50,000 account.',
    );
    expect(answers['What share of the profit do funded traders receive?']).toBe(
      '2-Step Challenge: 70% at first, rising to 90%. InstFunding: 80%.',
    );
    expect(answers['How often are payouts, and from what amount?']).toContain(
      'InstFunding: every 7 days, from $100; the first request 14 days after your first funded trade.',
    );
    expect(answers['Is the challenge fee refunded?']).toBe(
      '2-Step Challenge: Refunded with your first payout. InstFunding: Non-refundable.',
    );
    expect(answers['What are the trading rules?']).toBe(
      '2-Step Challenge: profit target 10% → 5%, maximum daily loss 5%, maximum loss 7%, minimum trading days 4 days. ' +
        'InstFunding: profit target none, maximum daily loss no limit, maximum loss 8%, minimum trading days none.',
    );
  });
});
