import { Link, useLocation } from '@propdesk/shared/router';
import { Box, Button, Stack, Text, NavLink, ScrollArea, Tooltip } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { navigationAreaForPath } from './navigation-items.ts';
import { navigationTexts } from '../i18n/index.ts';
import { isSupportedLanguage, useLazyTranslation, DEFAULT_LANGUAGE } from '@propdesk/shared/i18n';
import { useCurrentOrganization } from '@propdesk/shared/session';
import { useRemoteNavigation } from '../../../lib/use-remote-navigation.ts';
import { menuGroupsFor } from './menu-groups.ts';
import { SIDEBAR_LAYOUT } from './sidebar-state.ts';

export interface SidebarNavProps {
  /** Icons only, with the labels as tooltips (the collapsed desktop sidebar). */
  isCompact: boolean;
  /** Called after a link is followed (the mobile drawer closes). */
  onNavigate?: () => void;
}

function isActive(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** The links of the current area's sidebar, grouped, with the plans button. */
export function SidebarNav({ isCompact, onNavigate }: SidebarNavProps) {
  const { t, i18n } = useLazyTranslation(navigationTexts);
  const { pathname } = useLocation();
  const area = navigationAreaForPath(pathname);
  const role = useCurrentOrganization()?.role ?? null;
  const { declarations } = useRemoteNavigation();
  const language = isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const groups = menuGroupsFor(area, declarations, role, language);

  return (
    <Stack justify="space-between" h="100%" gap="xs">
      <ScrollArea type="auto" offsetScrollbars>
        <Tooltip.Group
          openDelay={SIDEBAR_LAYOUT.tooltipDelayMs}
          closeDelay={SIDEBAR_LAYOUT.tooltipSkipDelayMs}
        >
          <Stack gap="md" py="xs">
            {groups.map((group) => (
              <Box key={group.id} component="section" aria-label={group.title ?? undefined}>
                {group.title && !isCompact ? (
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                    {group.title}
                  </Text>
                ) : null}
                {group.links.map(({ path, label, icon: Icon }) => {
                  const link = (
                    <NavLink
                      key={path}
                      component={Link}
                      to={path}
                      label={isCompact ? undefined : label}
                      aria-label={isCompact ? label : undefined}
                      leftSection={<Icon size={18} stroke={1.6} />}
                      active={isActive(pathname, path)}
                      onClick={onNavigate}
                    />
                  );
                  return isCompact ? (
                    <Tooltip key={path} label={label} position="right" withinPortal>
                      {link}
                    </Tooltip>
                  ) : (
                    link
                  );
                })}
              </Box>
            ))}
          </Stack>
        </Tooltip.Group>
      </ScrollArea>
      {/* The plans button is shown only outside the organization and admin areas. */}
      {area === 'trader' ? (
        <Button
          component={Link}
          to="/pricing"
          variant="light"
          leftSection={<IconRocket size={16} />}
          onClick={onNavigate}
          aria-label={isCompact ? t('plans') : undefined}
          px={isCompact ? 0 : undefined}
        >
          {isCompact ? null : t('plans')}
        </Button>
      ) : null}
    </Stack>
  );
}
