import { ActionIcon, Box } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { navigationTexts } from '../i18n/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SidebarNav } from './sidebar-nav.tsx';
import { SIDEBAR_LAYOUT, useSidebarOpen } from './sidebar-state.ts';

/**
 * The desktop sidebar: 16rem open, 3rem of icons when collapsed, toggled by its button or Ctrl/Cmd+B,
 * remembered in the sidebar:state cookie. Small screens get the same links in a drawer instead.
 */
export default function Sidebar() {
  const { t } = useLazyTranslation(navigationTexts);
  const [isOpen, toggle] = useSidebarOpen();
  useHotkeys([[SIDEBAR_LAYOUT.shortcut, toggle]]);

  return (
    <Box
      component="nav"
      aria-label={t('label')}
      data-testid="sidebar"
      data-state={isOpen ? 'expanded' : 'collapsed'}
      visibleFrom="sm"
      w={isOpen ? SIDEBAR_LAYOUT.width : SIDEBAR_LAYOUT.iconWidth}
      p={isOpen ? 'sm' : 4}
      style={{
        flexShrink: 0,
        borderRight: '1px solid var(--mantine-color-gray-3)',
        position: 'sticky',
        top: 0,
        height: 'calc(100dvh - 56px)',
        display: 'flex',
        flexDirection: 'column',
        transition: 'width 150ms ease',
      }}
    >
      <ActionIcon
        variant="subtle"
        onClick={toggle}
        aria-label={t('toggle')}
        aria-expanded={isOpen}
        mb="xs"
        style={{ alignSelf: isOpen ? 'flex-end' : 'center' }}
      >
        {isOpen ? <IconLayoutSidebarLeftCollapse size={18} /> : <IconLayoutSidebarLeftExpand size={18} />}
      </ActionIcon>
      <Box style={{ flex: 1, minHeight: 0 }}>
        <SidebarNav isCompact={!isOpen} />
      </Box>
    </Box>
  );
}
