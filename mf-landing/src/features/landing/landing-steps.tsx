import { useTranslation } from '@propdesk/shared/i18n';
import ui from '../../components/ui.module.css';
import { LANDING_NAMESPACE } from './i18n/index.ts';
import classes from './landing-steps.module.css';

const STEPS = ['challenge', 'verification', 'funded'] as const;

export function LandingSteps() {
  const { t } = useTranslation(LANDING_NAMESPACE);
  return (
    <div className={classes.steps}>
      <h2 className={classes.title}>{t('steps.title')}</h2>
      <div className={classes.grid}>
        {STEPS.map((step, index) => (
          <div key={step} className={ui.card}>
            <p className={classes.number} aria-hidden>
              {index + 1}
            </p>
            <h3 className={classes.stepTitle}>{t(`steps.${step}.title`)}</h3>
            <p className={classes.stepText}>{t(`steps.${step}.text`)}</p>
          </div>
        ))}
      </div>
    </div>
  );
}
