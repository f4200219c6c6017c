import { useState, type FormEvent } from 'react';
import { Grid, Stack } from '@mantine/core';
import type { TRuleSetVersion } from '@propdesk/shared/contracts';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SectionCard } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useSaveRuleSetDraft } from '../rule-set-queries.ts';
import { RuleSetDraftActions, RuleSetDraftDialogs, type TDraftDialog } from './rule-set-draft-actions.tsx';
import { RuleSetFormProvider } from './rule-set-fields.tsx';
import { formOf, issuesOfRefusal, withValueAt, type TRulePath, type TRuleSetForm } from './rule-set-form.ts';
import { RuleSetImpact } from './rule-set-impact.tsx';
import { RuleSetIssues } from './rule-set-issues.tsx';
import { DEFAULT_SAMPLE_SIZE_MINOR, useLiveRuleSetCheck } from './rule-set-live-check.ts';
import { RuleDailyLossSection, RuleMaxLossSection } from './rule-set-loss-sections.tsx';
import { RuleConsistencySection, RuleDaysSection } from './rule-set-days-sections.tsx';
import { RulePayoutSection, RuleRefundSection, RuleScalingSection } from './rule-set-payout-sections.tsx';
import { RulePhasesSection } from './rule-set-phases-section.tsx';
import { RuleTexts } from './rule-set-texts.tsx';

/**
 * The program's draft, edited: every rule of the set, checked by the api as it is typed (each problem
 * under its field), the rules as traders will read them, and the draft's save, discard, schedule and
 * impact preview. A refused save keeps everything typed.
 */
export function RuleSetDraft({ organizationId, draft }: { organizationId: string; draft: TRuleSetVersion }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const save = useSaveRuleSetDraft(organizationId);
  const [form, setForm] = useState<TRuleSetForm>(() => formOf(draft.data));
  const [savedForm, setSavedForm] = useState(() => JSON.stringify(formOf(draft.data)));
  const [sizeMinor, setSizeMinor] = useState<number>(DEFAULT_SAMPLE_SIZE_MINOR);
  const [dialog, setDialog] = useState<TDraftDialog>(null);
  const live = useLiveRuleSetCheck(organizationId, form, sizeMinor);
  const isDirty = JSON.stringify(form) !== savedForm;
  // A refused save names its problems; until the next change they are the ones shown.
  const refusedIssues = save.isError && isApiError(save.error) ? issuesOfRefusal(save.error.details) : null;
  const issues = refusedIssues ?? live.check?.issues ?? [];

  const change = (path: TRulePath, value: unknown) => {
    // A save still running is left to finish (its answer moves the saved state); a settled one is done.
    if (!save.isPending) save.reset();
    setForm((current) => withValueAt(current, path, value));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const sent = form;
    save.mutate(
      { ruleSetId: draft.id, data: sent },
      {
        onSuccess: (saved) => {
          const stored = formOf(saved.data);
          setSavedForm(JSON.stringify(stored));
          // What was typed while the save ran stays; otherwise the form shows the rules as stored.
          setForm((current) => (current === sent ? stored : current));
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <form
            noValidate
            onSubmit={submit}
            aria-label={t('rules.draft.formLabel', { version: draft.version })}
          >
            <Stack gap="lg">
              <RuleSetIssues issues={issues} form={form} isChecking={!live.isCurrent} />
              <RuleSetFormProvider value={{ form, issues, change }}>
                <RulePhasesSection />
                <RuleDailyLossSection />
                <RuleMaxLossSection />
                <RuleDaysSection />
                <RuleConsistencySection />
                <RuleScalingSection />
                <RulePayoutSection />
                <RuleRefundSection />
              </RuleSetFormProvider>
              <RuleSetDraftActions save={save} isDirty={isDirty} onOpen={setDialog} />
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <SectionCard title={t('rules.texts.title')}>
            <RuleTexts live={live} sizeMinor={sizeMinor} onSizeChange={setSizeMinor} />
          </SectionCard>
        </Grid.Col>
      </Grid>
      <RuleSetImpact organizationId={organizationId} draft={draft} canRun isDirty={isDirty} />
      <RuleSetDraftDialogs
        organizationId={organizationId}
        draft={draft}
        dialog={dialog}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
