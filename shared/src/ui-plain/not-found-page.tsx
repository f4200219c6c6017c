import { Link } from '@propdesk/shared/router';
import { useTranslation } from '@propdesk/shared/i18n';
import classes from './not-found-page.module.css';

/** Any unknown path shows "Oops! Page not found" with a "Return to Home" link to /. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className={classes.page}>
      <div className={classes.stack}>
        <p className={classes.code} aria-hidden>
          {t('notFound.code')}
        </p>
        <h1 className={classes.title}>{t('notFound.title')}</h1>
        <Link to="/" className={classes.button}>
          {t('notFound.returnHome')}
        </Link>
      </div>
    </div>
  );
}
