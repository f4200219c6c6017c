import { Burger } from '@propdesk/shared/ui';
import { Drawer, useDisclosure } from '@propdesk/shared/ui-overlays';
import { useTranslation } from '@propdesk/shared/i18n';
import { NAVIGATION_NAMESPACE } from './navigation-catalogs.ts';
import { SidebarNav } from './sidebar-nav.tsx';
import { SIDEBAR_LAYOUT } from './sidebar-state.ts';

/** The sidebar's links in a drawer for small screens (seed: mobile drawer variant, 18rem). */
export function MobileNavigation() {
  const { t } = useTranslation(NAVIGATION_NAMESPACE);
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
