import { useState } from 'react';
import type { TProgram, TPublicProgram } from '@propdesk/shared/contracts';
import { useTranslation } from '@propdesk/shared/i18n';
import { ErrorAlert } from '../../components/error-alert.tsx';
import classes from './funding-section.module.css';
import { PLANS_NAMESPACE } from './i18n/index.ts';
import { ProgramPanel } from './program-panel.tsx';
import { ProgramTabs } from './program-tabs.tsx';

type FundingSectionProps = {
  programs: readonly TPublicProgram[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
};

/** The funding packages (anchor `funding`): a tab per program, each with its progression, sizes, fees and rules. */
export function FundingSection({ programs, isLoading, isError, onRetry }: FundingSectionProps) {
  const { t } = useTranslation(PLANS_NAMESPACE);
  const [selected, setSelected] = useState<TProgram | null>(null);
  const current = programs?.find((program) => program.program === selected) ?? programs?.[0];
  let body;
  if (isLoading) {
    body = <div className={classes.skeleton} aria-label={t('funding.loading')} />;
  } else if (isError || programs === undefined) {
    body = <ErrorAlert title={t('funding.error')} retryLabel={t('funding.retry')} onRetry={onRetry} />;
  } else if (programs.length === 0) {
    body = <p className={classes.empty}>{t('funding.empty')}</p>;
  } else {
    body = (
      <ProgramTabs
        tabs={programs.map((program) => ({
          value: program.program,
          label: t(`funding.tab.${program.program}`),
        }))}
        value={current?.program ?? programs[0]?.program ?? 'two_step'}
        onChange={setSelected}
        idPrefix="funding"
        label={t('funding.title')}
      >
        {current ? <ProgramPanel program={current} /> : null}
      </ProgramTabs>
    );
  }
  return (
    <section id="funding" aria-labelledby="funding-title" className={classes.section}>
      <div className={classes.head}>
        <h2 id="funding-title" className={classes.title}>
          {t('funding.title')}
        </h2>
        <p className={classes.lead}>{t('funding.lead')}</p>
      </div>
      {body}
    </section>
  );
}
