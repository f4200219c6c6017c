import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@propdesk/shared/i18n';
import { Button, ButtonAnchor, ButtonLink } from '../../components/button.tsx';
import { useSiteHref } from '../../lib/site-links.tsx';
import { SITE_NAMESPACE } from './i18n/index.ts';
import classes from './support-popup.module.css';

/**
 * The support popup — Contact Support (/support), Email Us, Call Us. A disclosure
 * button with a small panel (Escape or a click elsewhere closes it); Mantine's Popover would bring
 * Mantine and floating-ui into the landing's first load for the same.
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
    <div ref={container} className={classes.popup}>
      <Button
        variant="subtle"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
      >
        {t('support.button')}
      </Button>
      {isOpen ? (
        <div id={panelId} className={classes.panel}>
          <ButtonLink variant="light" fullWidth to={href('/support')}>
            {t('support.contact')}
          </ButtonLink>
          {supportEmail ? (
            <ButtonAnchor variant="default" fullWidth href={`mailto:${supportEmail}`}>
              {t('support.email')}
            </ButtonAnchor>
          ) : null}
          {supportPhone ? (
            <ButtonAnchor variant="default" fullWidth href={`tel:${supportPhone.replace(/[\s()-]/g, '')}`}>
              {t('support.call')}
            </ButtonAnchor>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
