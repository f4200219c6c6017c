import { Link, useLocation } from '@propdesk/shared/router';
import { Box, Button, Stack, Text, NavLink, ScrollArea, Tooltip } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { NAVIGATION, navigationAreaForPath, type NavigationGroup } from './navigation-items.ts';
import { navigationTexts } from '../i18n/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { memberRoleHas } from '@propdesk/shared/domain';
import { useCurrentOrganization } from '@propdesk/shared/session';
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
  const { t } = useLazyTranslation(navigationTexts);
  const { pathname } = useLocation();
  const area = navigationAreaForPath(pathname);
  const role = useCurrentOrganization()?.role ?? null;
  // Until the membership is known every link shows; the route guard waits for it on these pages anyway.
  const groups: NavigationGroup[] = NAVIGATION[area].map((group) => ({
    ...group,
    items: group.items.filter(
      ({ permission }) => permission === undefined || role === null || memberRoleHas(role, permission),
    ),
  }));

  return (
    <Stack justify="space-between" h="100%" gap="xs">
      <ScrollArea type="auto" offsetScrollbars>
        <Tooltip.Group
          openDelay={SIDEBAR_LAYOUT.tooltipDelayMs}
          closeDelay={SIDEBAR_LAYOUT.tooltipSkipDelayMs}
        >
          <Stack gap="md" py="xs">
            {groups.map((group) => (
              <Box
                key={group.key ?? 'main'}
                component="section"
                aria-label={group.key ? t(`groups.${group.key}`) : undefined}
              >
                {group.key && !isCompact ? (
                  <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
                    {t(`groups.${group.key}`)}
                  </Text>
                ) : null}
                {group.items.map(({ key, path, icon: Icon }) => {
                  const label = t(`items.${key}`);
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
