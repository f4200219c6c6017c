import { useState } from 'react';
import type { TWhiteLabelRequest } from '@propdesk/shared/contracts';
import { WHITE_LABEL_TRADER_RANGES } from '@propdesk/shared/domain';
import { createApiClient } from '@propdesk/shared/http';
import { useLazyNamespacesReady, useTranslation } from '@propdesk/shared/i18n';
import {
  Alert,
  Button,
  Card,
  Container,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Select,
  TextInput,
} from '@mantine/core';
import { MantineScope } from '@propdesk/shared/ui';
import { isEmail, isNotEmpty, useForm } from '@mantine/form';
import { usePageMeta } from '../../lib/use-page-meta.ts';
import { usePublicSite } from '../../lib/use-public-site.ts';
import { PublicSiteLayout } from '../site/index.ts';
import { WHITE_LABEL_NAMESPACE, whiteLabelTranslations } from './i18n/index.ts';

const WEBSITE = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

/**
 * `/white-label-checkout`: the offer to firms and the request form (stored for the platform's admins).
 * The form is Mantine's, which public pages do not load up front: it comes with this page.
 */
export default function WhiteLabelPage({ apiBaseUrl }: { apiBaseUrl: string }) {
  useLazyNamespacesReady(whiteLabelTranslations);
  const { t } = useTranslation(WHITE_LABEL_NAMESPACE);
  const site = usePublicSite(apiBaseUrl);
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const [isSending, setIsSending] = useState(false);
  usePageMeta({
    title: `${t('title')} | ${site.brandName}`,
    description: t('description', { firm: site.brandName }),
  });
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: {
      companyName: '',
      contactName: '',
      email: '',
      phone: '',
      website: '',
      expectedTraders: null as string | null,
      message: '',
    },
    validate: {
      companyName: isNotEmpty(t('required')),
      contactName: isNotEmpty(t('required')),
      email: isEmail(t('invalidEmail')),
      website: (value) => (value.trim() === '' || WEBSITE.test(value.trim()) ? null : t('invalidWebsite')),
      expectedTraders: isNotEmpty(t('required')),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setIsSending(true);
    setOutcome(null);
    const request: TWhiteLabelRequest = {
      companyName: values.companyName,
      contactName: values.contactName,
      email: values.email,
      expectedTraders: values.expectedTraders as TWhiteLabelRequest['expectedTraders'],
      ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
      ...(values.website.trim() ? { website: values.website.trim() } : {}),
      ...(values.message.trim() ? { message: values.message.trim() } : {}),
    };
    try {
      await createApiClient({ baseUrl: apiBaseUrl }).post('api/public/white-label-requests', {
        json: request,
      });
      setOutcome('sent');
      form.reset();
    } catch {
      // What was typed stays in the form.
      setOutcome('failed');
    } finally {
      setIsSending(false);
    }
  });

  const offer = t('offer', { returnObjects: true }) as unknown as string[];
  return (
    <PublicSiteLayout
      brandName={site.brandName}
      logoUrl={site.logoUrl}
      contact={site.contact}
      tracking={site.tracking}
    >
      <MantineScope>
        <Container size="lg" py="xl">
          <Stack gap="xs" mb="xl">
            <Title order={1}>{t('title')}</Title>
            <Text size="lg" c="dimmed">
              {t('lead')}
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <Stack gap="sm" component="section" aria-labelledby="wl-offer">
              <Title id="wl-offer" order={2} size="h3">
                {t('offerTitle')}
              </Title>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {offer.map((item) => (
                  <Text component="li" key={item} mb="xs">
                    {item}
                  </Text>
                ))}
              </ul>
            </Stack>
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="wl-form">
              <Title id="wl-form" order={2} size="h3" mb="md">
                {t('formTitle')}
              </Title>
              {outcome === 'sent' ? (
                <Alert color="green" mb="md">
                  {t('sent')}
                </Alert>
              ) : null}
              {outcome === 'failed' ? (
                <Alert color="red" mb="md">
                  {t('failed')}
                </Alert>
              ) : null}
              <form onSubmit={submit} noValidate>
                <Stack gap="sm">
                  <TextInput
                    label={t('companyName')}
                    required
                    autoComplete="organization"
                    key={form.key('companyName')}
                    {...form.getInputProps('companyName')}
                  />
                  <TextInput
                    label={t('contactName')}
                    required
                    autoComplete="name"
                    key={form.key('contactName')}
                    {...form.getInputProps('contactName')}
                  />
                  <TextInput
                    label={t('email')}
                    type="email"
                    required
                    autoComplete="email"
                    key={form.key('email')}
                    {...form.getInputProps('email')}
                  />
                  <TextInput
                    label={t('phone')}
                    type="tel"
                    autoComplete="tel"
                    key={form.key('phone')}
                    {...form.getInputProps('phone')}
                  />
                  <TextInput
                    label={t('website')}
                    type="url"
                    autoComplete="url"
                    key={form.key('website')}
                    {...form.getInputProps('website')}
                  />
                  <Select
                    label={t('expectedTraders')}
                    required
                    data={WHITE_LABEL_TRADER_RANGES.map((range) => ({
                      value: range,
                      label: t(`ranges.${range}`),
                    }))}
                    key={form.key('expectedTraders')}
                    {...form.getInputProps('expectedTraders')}
                  />
                  <TextInput
                    label={t('message')}
                    key={form.key('message')}
                    {...form.getInputProps('message')}
                  />
                  <Button type="submit" loading={isSending}>
                    {t('submit')}
                  </Button>
                </Stack>
              </form>
            </Card>
          </SimpleGrid>
        </Container>
      </MantineScope>
    </PublicSiteLayout>
  );
}
