import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Stack,
  Text,
  UnstyledButton,
  Popover,
  ScrollArea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from '@propdesk/shared/i18n';
import {
  useCurrentOrganization,
  useCurrentOrganizationChoice,
  useMyOrganizations,
} from '@propdesk/shared/session';

/** The switcher is 250px wide and its list at most 300px high. */
const SWITCHER_WIDTH = 250;
const LIST_MAX_HEIGHT = 300;

/**
 * In the admin area, when the user has more than one organization, a searchable list
 * with each organization's status and the user's role in it.
 */
export function OrganizationSwitcher() {
  const { t } = useTranslation();
  const { data: organizations } = useMyOrganizations();
  const current = useCurrentOrganization();
  const choose = useCurrentOrganizationChoice((state) => state.choose);
  const [isOpen, setIsOpen] = useState(false);
  const [search, setSearch] = useState('');
  if (!organizations || organizations.length <= 1) return null;

  const needle = search.trim().toLowerCase();
  const matches = organizations.filter(
    (organization) =>
      organization.name.toLowerCase().includes(needle) || organization.slug.toLowerCase().includes(needle),
  );

  return (
    <Popover opened={isOpen} onChange={setIsOpen} width={SWITCHER_WIDTH} position="bottom-start" withinPortal>
      <Popover.Target>
        <Button
          variant="default"
          size="compact-sm"
          onClick={() => setIsOpen((value) => !value)}
          aria-label={t('organizationSwitcher.label')}
          // A long name is cut short rather than pushing the header past a phone's width.
          maw={{ base: 110, sm: 240 }}
          styles={{ label: { minWidth: 0 } }}
        >
          <Text span inherit truncate>
            {current?.name ?? t('organizationSwitcher.label')}
          </Text>
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <TextInput
          size="xs"
          placeholder={t('organizationSwitcher.search')}
          aria-label={t('organizationSwitcher.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
          mb="xs"
        />
        <ScrollArea.Autosize mah={LIST_MAX_HEIGHT} type="auto">
          {matches.length === 0 ? (
            <Text size="sm" c="dimmed" p="xs">
              {t('organizationSwitcher.empty')}
            </Text>
          ) : (
            <Stack gap={2} role="listbox" aria-label={t('organizationSwitcher.label')}>
              {matches.map((organization) => (
                <UnstyledButton
                  key={organization.id}
                  role="option"
                  aria-selected={organization.id === current?.id}
                  p="xs"
                  style={{ borderRadius: 4 }}
                  onClick={() => {
                    choose(organization.id);
                    setIsOpen(false);
                  }}
                >
                  <Text size="sm" fw={organization.id === current?.id ? 700 : 500} truncate>
                    {organization.name}
                  </Text>
                  <Group gap={4} mt={2}>
                    <Badge
                      size="xs"
                      variant="light"
                      color={organization.status === 'active' ? 'green' : 'orange'}
                    >
                      {organization.status}
                    </Badge>
                    <Badge size="xs" variant="outline">
                      {organization.role}
                    </Badge>
                  </Group>
                </UnstyledButton>
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
