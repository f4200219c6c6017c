import { Burger, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { navigationTexts } from '../i18n/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SidebarNav } from './sidebar-nav.tsx';
import { SIDEBAR_LAYOUT } from './sidebar-state.ts';

/** The sidebar's links in a drawer for small screens (a drawer 18rem wide). */
export function MobileNavigation() {
  const { t } = useLazyTranslation(navigationTexts);
  const [isOpen, { toggle, close }] = useDisclosure(false);
  return (
    <>
      <Burger opened={isOpen} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('openMenu')} />
      <Drawer
        opened={isOpen}
        onClose={close}
        size={SIDEBAR_LAYOUT.mobileWidth}
        title={t('label')}
        hiddenFrom="sm"
      >
        <SidebarNav isCompact={false} onNavigate={close} />
      </Drawer>
    </>
  );
}
