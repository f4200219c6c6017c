import type { ReactNode } from 'react';
import { Anchor, Badge, Code, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { parseRemotesConfig } from '@propdesk/shared/federation';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Link } from '@propdesk/shared/router';
import { useApiBaseUrl, useCurrentOrganizationState } from '@propdesk/shared/session';
import { SectionCard } from '@propdesk/shared/ui';
import {
  apiKeySnippet,
  bridgeRequestSnippet,
  embedSnippet,
  WEBHOOK_VERIFY_NODE,
  WEBHOOK_VERIFY_PYTHON,
} from '../guide-snippets.ts';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useApiKeys, useBrand, useDomains, useIngestionKey, useWebhooks } from '../queries.ts';
import { CopyableValue } from './copyable-value.tsx';

type TStepState = 'done' | 'todo' | 'optional';
const STATE_COLORS: Record<TStepState, string> = { done: 'green', todo: 'orange', optional: 'gray' };

/**
 * Where mf-landing's embed script lives: next to its manifest in remotes.json, which the shell serves on
 * this same origin (so a moved remote moves the snippet too).
 */
function useEmbedScriptUrl(): string | null {
  const remotes = useQuery({
    queryKey: ['remotes.json'],
    queryFn: async () =>
      parseRemotesConfig(await (await fetch(new URL('/remotes.json', window.location.origin))).json()),
    staleTime: Infinity,
  });
  const landing = remotes.data?.remotes.find((remote) => remote.name === 'mf_landing');
  return landing === undefined ? null : new URL('embed.js', landing.entry).href;
}

function Step({
  title,
  state,
  link,
  children,
}: {
  title: string;
  state: TStepState;
  link?: string;
  children: ReactNode;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  return (
    <SectionCard title={title}>
      <Group justify="space-between" gap="sm">
        <Badge color={STATE_COLORS[state]} variant="light" data-testid="guide-step-state">
          {t(`guide.${state}`)}
        </Badge>
        {link === undefined ? null : (
          <Anchor component={Link} to={link} size="sm">
            {t('guide.open')}
          </Anchor>
        )}
      </Group>
      {children}
    </SectionCard>
  );
}

function Snippet({ code }: { code: string }) {
  return (
    <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
      {code}
    </Code>
  );
}

/**
 * The White Label Guide: each step of running the firm's own brand with the firm's real values (its
 * landing, DNS record, embed lines, ingestion endpoint, API and webhook examples), and whether it is done.
 */
export function WhiteLabelGuide() {
  const { t, i18n } = useLazyTranslation(organizationSettingsTexts);
  const { organization, isPending } = useCurrentOrganizationState();
  const organizationId = organization?.id ?? null;
  const apiBaseUrl = useApiBaseUrl().replace(/\/+$/, '');
  const brand = useBrand(organizationId);
  const domains = useDomains(organizationId);
  const bridge = useIngestionKey(organizationId);
  const keys = useApiKeys(organizationId);
  const webhooks = useWebhooks(organizationId);
  const embedScriptUrl = useEmbedScriptUrl();

  if (organization === null) {
    return <Text c="dimmed">{isPending ? t('loading') : t('noOrganization')}</Text>;
  }
  const landingUrl = `${window.location.origin}/client/${organization.slug}`;
  const [firstDomain] = domains.data ?? [];
  const state = (isDone: boolean): TStepState => (isDone ? 'done' : 'todo');

  return (
    <Stack gap="lg">
      <Text c="dimmed">{t('guide.intro')}</Text>
      <Step title={t('guide.steps.landing.title')} state="done">
        <Text size="sm">{t('guide.steps.landing.body')}</Text>
        <CopyableValue value={landingUrl} testId="guide-landing-url" />
      </Step>
      <Step
        title={t('guide.steps.brand.title')}
        state={state(brand.data?.logo != null)}
        link="/organization/prop-trading-settings"
      >
        <Text size="sm">{t('guide.steps.brand.body')}</Text>
      </Step>
      <Step
        title={t('guide.steps.domain.title')}
        state={state(domains.data?.some((domain) => domain.status === 'verified') === true)}
        link="/organization/domains"
      >
        <Text size="sm">
          {firstDomain === undefined ? t('guide.steps.domain.none') : t('guide.steps.domain.body')}
        </Text>
        {firstDomain === undefined ? null : (
          <Stack gap={4}>
            <CopyableValue value={firstDomain.record.name} />
            <CopyableValue value={firstDomain.record.value} />
          </Stack>
        )}
      </Step>
      <Step title={t('guide.steps.embed.title')} state="optional">
        <Text size="sm">{t('guide.steps.embed.body')}</Text>
        {embedScriptUrl === null ? null : (
          <Snippet code={embedSnippet(embedScriptUrl, organization.slug, i18n.language)} />
        )}
      </Step>
      <Step
        title={t('guide.steps.bridge.title')}
        state={state(bridge.data?.lastUsedAt != null)}
        link="/organization/api"
      >
        <Text size="sm">{t('guide.steps.bridge.body')}</Text>
        {bridge.data === undefined ? null : (
          <Snippet code={bridgeRequestSnippet(bridge.data.endpoint, bridge.data.signatureHeader)} />
        )}
      </Step>
      <Step
        title={t('guide.steps.apiKey.title')}
        state={state(keys.data?.some((key) => key.status === 'active') === true)}
        link="/organization/api"
      >
        <Text size="sm">{t('guide.steps.apiKey.body')}</Text>
        <Snippet code={apiKeySnippet(apiBaseUrl)} />
      </Step>
      <Step
        title={t('guide.steps.webhooks.title')}
        state={state(webhooks.data?.some((endpoint) => endpoint.isActive) === true)}
        link="/organization/api"
      >
        <Text size="sm">{t('guide.steps.webhooks.body')}</Text>
        <Text size="xs" fw={600}>
          Node.js
        </Text>
        <Snippet code={WEBHOOK_VERIFY_NODE} />
        <Text size="xs" fw={600}>
          Python
        </Text>
        <Snippet code={WEBHOOK_VERIFY_PYTHON} />
      </Step>
    </Stack>
  );
}
