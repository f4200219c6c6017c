import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Anchor, Text } from '@mantine/core';
import { whiteLabelTexts } from '../i18n/index.ts';

/** The firm's site, opened in a new tab without giving it a handle on this page. */
export function RequestWebsite({ website }: { website: string | null }) {
  const { t } = useLazyTranslation(whiteLabelTexts);
  if (website === null) return <Text size="sm">{t('whiteLabel.none')}</Text>;
  return (
    // The api accepts only http(s) addresses here, so the link cannot run script.
    <Anchor
      href={website}
      target="_blank"
      rel="noopener noreferrer nofollow"
      size="sm"
      style={{ wordBreak: 'break-all' }}
    >
      {website.replace(/^https?:\/\//, '')}
    </Anchor>
  );
}
