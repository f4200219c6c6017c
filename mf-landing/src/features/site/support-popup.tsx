import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@propdesk/shared/router';
import { Box, Button, Paper, Stack } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { useSiteHref } from '../../lib/site-links.tsx';
import { SITE_NAMESPACE } from './i18n/index.ts';

/**
 * The support popup — Contact Support (/support), Email Us, Call Us. A disclosure
 * button with a small panel (Escape or a click elsewhere closes it); the overlays facade would cost
 * the landing's first load ~50 KB for the same.
 */
export function SupportPopup({
  supportEmail,
  supportPhone,
}: {
  supportEmail: string;
  supportPhone: string | null;
}) {
  const { t } = useTranslation(SITE_NAMESPACE);
  const href = useSiteHref();
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setIsOpen(false);
    const onPointer = (event: PointerEvent) => {
      // composedPath: inside a shadow root (embed.js) the document sees the host element as the target.
      if (container.current && !event.composedPath().includes(container.current)) setIsOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [isOpen]);
  return (
    <Box ref={container} pos="relative">
      <Button
        variant="subtle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t('support.button')}
      </Button>
      {/* Rendered only while open: Mantine's display styles would override a `hidden` attribute. */}
      {isOpen ? (
        <Paper
          id={panelId}
          shadow="md"
          withBorder
          radius="md"
          p="sm"
          pos="absolute"
          right={0}
          top="110%"
          w={220}
          style={{ zIndex: 200 }}
        >
          <Stack gap={6}>
            <Button component={Link} to={href('/support')} variant="light" fullWidth>
              {t('support.contact')}
            </Button>
            {supportEmail ? (
              <Button component="a" href={`mailto:${supportEmail}`} variant="default" fullWidth>
                {t('support.email')}
              </Button>
            ) : null}
            {supportPhone ? (
              <Button
                component="a"
                href={`tel:${supportPhone.replace(/[\s()-]/g, '')}`}
                variant="default"
                fullWidth
              >
                {t('support.call')}
              </Button>
            ) : null}
          </Stack>
        </Paper>
      ) : null}
    </Box>
  );
}
