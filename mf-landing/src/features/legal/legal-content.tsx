import { useTranslation } from '@propdesk/shared/i18n';
import { LEGAL_NAMESPACE } from './i18n/index.ts';
import type { TLegalDocument } from './legal-document.ts';
import { fillPlaceholders, type TPlaceholderValues } from '../../lib/placeholders.ts';
import classes from './legal.module.css';

/** A legal document, its placeholders filled for this firm and language. */
export function LegalContent({
  document: legal,
  values,
}: {
  document: TLegalDocument;
  values: TPlaceholderValues;
}) {
  const { t } = useTranslation(LEGAL_NAMESPACE);
  const fill = (text: string) => fillPlaceholders(text, values);
  const updated = new Intl.DateTimeFormat(values.language, { dateStyle: 'long' }).format(
    new Date(legal.updated),
  );
  return (
    <article className={classes.document}>
      <h1 className={classes.title}>{fill(legal.title)}</h1>
      <p className={classes.updated}>{t('legal.updated', { date: updated })}</p>
      <p className={classes.summary}>{fill(legal.summary)}</p>
      {legal.sections.map((section) => (
        <section key={section.heading} className={classes.section}>
          <h2 className={classes.heading}>{fill(section.heading)}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className={classes.paragraph}>
              {fill(paragraph)}
            </p>
          ))}
          {section.items && section.items.length > 0 ? (
            <ul className={classes.items}>
              {section.items.map((item) => (
                <li key={item} className={classes.item}>
                  {fill(item)}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
