import { Container, Stack, Text, Title } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { LEGAL_NAMESPACE } from './i18n/index.ts';
import type { TLegalDocument } from './legal-document.ts';
import { fillPlaceholders, type TPlaceholderValues } from '../../lib/placeholders.ts';

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
    <Container size="md" py="xl" component="article">
      <Stack gap="md">
        <Title order={1}>{fill(legal.title)}</Title>
        <Text size="sm" c="dimmed">
          {t('legal.updated', { date: updated })}
        </Text>
        <Text size="lg">{fill(legal.summary)}</Text>
        {legal.sections.map((section) => (
          <Stack key={section.heading} gap="xs" component="section">
            <Title order={2} size="h3">
              {fill(section.heading)}
            </Title>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph}>{fill(paragraph)}</Text>
            ))}
            {section.items && section.items.length > 0 ? (
              <ul style={{ margin: 0, paddingInlineStart: 24 }}>
                {section.items.map((item) => (
                  <Text component="li" key={item} mb={4}>
                    {fill(item)}
                  </Text>
                ))}
              </ul>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
