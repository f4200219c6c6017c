import { useId, useMemo, useState, type ChangeEvent } from 'react';
import type { TOwnKyc } from '@propdesk/shared/contracts';
import {
  ERROR_CODES,
  isOfAge,
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_ERROR_CODES,
  RESTRICTED_COUNTRIES,
  SIGN_UP_COUNTRIES,
  type TKycDocumentKind,
  type TKycStatus,
} from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { notify } from '@propdesk/shared/notify';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Input,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { profileTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { useOwnKyc, useSubmitKyc, useUploadKycDocument } from '../api/kyc.ts';

const STATUS_COLORS: Record<TKycStatus, string> = {
  not_started: 'gray',
  submitted: 'blue',
  approved: 'green',
  rejected: 'red',
};
const RESTRICTED: readonly string[] = RESTRICTED_COUNTRIES;
const ACCEPTED_FILES = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

type TErrors = Partial<Record<'legalName' | 'dateOfBirth' | 'country' | 'form' | TKycDocumentKind, string>>;

/** The error text of an api refusal, by its code (and, for a validation error, the field it names). */
function errorKeyOf(error: unknown): { field: keyof TErrors; key: string } {
  if (!isApiError(error)) return { field: 'form', key: 'kyc.errors.failed' };
  switch (error.code) {
    case KYC_ERROR_CODES.underage:
      return { field: 'dateOfBirth', key: 'kyc.errors.underage' };
    case KYC_ERROR_CODES.documentsMissing:
      return { field: 'form', key: 'kyc.errors.documentsMissing' };
    case KYC_ERROR_CODES.notEditable:
      return { field: 'form', key: 'kyc.errors.notEditable' };
    case KYC_ERROR_CODES.fileType:
      return { field: 'form', key: 'kyc.errors.fileType' };
    case KYC_ERROR_CODES.fileTooLarge:
      return { field: 'form', key: 'kyc.errors.fileTooLarge' };
    case KYC_ERROR_CODES.imageTooLarge:
      return { field: 'form', key: 'kyc.errors.imageTooLarge' };
    case ERROR_CODES.rateLimited:
    case ERROR_CODES.unavailable:
      return { field: 'form', key: 'kyc.errors.busy' };
    default:
      return JSON.stringify(error.details ?? '').includes('/country')
        ? { field: 'country', key: 'kyc.errors.restrictedCountry' }
        : { field: 'form', key: 'kyc.errors.failed' };
  }
}

function DocumentInput({
  kind,
  kyc,
  error,
  onFile,
  isUploading,
}: {
  kind: TKycDocumentKind;
  kyc: TOwnKyc;
  error: string | undefined;
  onFile: (file: File) => void;
  isUploading: boolean;
}) {
  const { t } = useLazyTranslation(profileTexts, traderTexts);
  const id = useId();
  const isUploaded = kyc.documents.some((document) => document.kind === kind);
  return (
    <Input.Wrapper
      label={t(`kyc.kind.${kind}`)}
      labelProps={{ htmlFor: id }}
      description={isUploading ? t('kyc.uploading') : isUploaded ? t('kyc.uploaded') : t('kyc.notUploaded')}
      error={error}
    >
      <input
        id={id}
        type="file"
        accept={ACCEPTED_FILES}
        disabled={isUploading}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          if (file !== undefined) onFile(file);
          event.target.value = '';
        }}
      />
    </Input.Wrapper>
  );
}

function VerificationForm({ kyc }: { kyc: TOwnKyc }) {
  const { t, i18n } = useLazyTranslation(profileTexts, traderTexts);
  const upload = useUploadKycDocument();
  const submit = useSubmitKyc();
  const [values, setValues] = useState({
    legalName: kyc.legalName ?? '',
    dateOfBirth: kyc.dateOfBirth ?? '',
    country: kyc.country ?? '',
  });
  const [errors, setErrors] = useState<TErrors>({});
  const [uploadingKind, setUploadingKind] = useState<TKycDocumentKind | null>(null);
  const names = useMemo(() => new Intl.DisplayNames([i18n.language], { type: 'region' }), [i18n.language]);
  // Restricted countries are listed too, so a resident hears why they cannot be verified.
  const countries = useMemo(
    () =>
      [...SIGN_UP_COUNTRIES, ...RESTRICTED_COUNTRIES]
        .map((code) => ({ value: code, label: names.of(code) ?? code }))
        .sort((a, b) => a.label.localeCompare(b.label, i18n.language)),
    [names, i18n.language],
  );
  const countryName = (code: string) => names.of(code) ?? code;

  const uploadFile = (kind: TKycDocumentKind, file: File) => {
    if (file.size > KYC_DOCUMENT_MAX_BYTES) {
      setErrors((current) => ({ ...current, [kind]: t('kyc.errors.fileTooLarge') }));
      return;
    }
    setErrors((current) => ({ ...current, [kind]: undefined, form: undefined }));
    setUploadingKind(kind);
    upload.mutate(
      { kind, file },
      {
        onError: (error) => setErrors((current) => ({ ...current, [kind]: t(errorKeyOf(error).key) })),
        onSettled: () => setUploadingKind(null),
      },
    );
  };

  const validate = (): TErrors => {
    const found: TErrors = {};
    if (values.legalName.trim().length < 2) found.legalName = t('kyc.errors.legalName');
    if (values.dateOfBirth === '') found.dateOfBirth = t('kyc.errors.required');
    else if (!isOfAge(values.dateOfBirth, new Date().toISOString().slice(0, 10))) {
      found.dateOfBirth = t('kyc.errors.underage');
    }
    if (values.country === '') found.country = t('kyc.errors.required');
    else if (RESTRICTED.includes(values.country)) {
      found.country = t('kyc.errors.restrictedCountry', { country: countryName(values.country) });
    }
    const missing = KYC_DOCUMENT_KINDS.some(
      (kind) => !kyc.documents.some((document) => document.kind === kind),
    );
    if (missing) found.form = t('kyc.errors.documentsMissing');
    return found;
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = validate();
        setErrors(found);
        if (Object.values(found).some((message) => message !== undefined)) return;
        submit.mutate(
          { legalName: values.legalName.trim(), dateOfBirth: values.dateOfBirth, country: values.country },
          {
            onSuccess: () =>
              void notify({ color: 'green', title: t('kyc.sent'), message: t('kyc.sentMessage') }),
            onError: (error) => {
              const { field, key } = errorKeyOf(error);
              setErrors({ [field]: t(key, { country: countryName(values.country) }) });
            },
          },
        );
      }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('kyc.legalName')}
            autoComplete="name"
            required
            value={values.legalName}
            error={errors.legalName}
            onChange={(event) => setValues({ ...values, legalName: event.currentTarget.value })}
          />
          <TextInput
            label={t('kyc.dateOfBirth')}
            type="date"
            autoComplete="bday"
            required
            value={values.dateOfBirth}
            error={errors.dateOfBirth}
            onChange={(event) => setValues({ ...values, dateOfBirth: event.currentTarget.value })}
          />
          <Select
            label={t('kyc.country')}
            data={countries}
            searchable
            required
            value={values.country === '' ? null : values.country}
            error={errors.country}
            nothingFoundMessage={t('profile.countryNothingFound')}
            onChange={(country) => setValues({ ...values, country: country ?? '' })}
          />
        </SimpleGrid>
        <Stack gap="xs">
          <Text fw={600}>{t('kyc.documents')}</Text>
          <Text size="sm" c="dimmed">
            {t('kyc.documentsHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            {KYC_DOCUMENT_KINDS.map((kind) => (
              <DocumentInput
                key={kind}
                kind={kind}
                kyc={kyc}
                error={errors[kind]}
                isUploading={uploadingKind === kind}
                onFile={(file) => uploadFile(kind, file)}
              />
            ))}
          </SimpleGrid>
        </Stack>
        {errors.form === undefined ? null : (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={submit.isPending} disabled={uploadingKind !== null}>
            {t('kyc.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/profile`: the trader's identity check, sent before the first payout and again after a rejection. */
export function VerificationSection() {
  const { t, i18n } = useLazyTranslation(profileTexts, traderTexts);
  const kyc = useOwnKyc();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="kyc-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="kyc-title">
            {t('kyc.title')}
          </Title>
          {kyc.data === undefined ? null : (
            <Badge color={STATUS_COLORS[kyc.data.status]}>{t(`kyc.status.${kyc.data.status}`)}</Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('kyc.lead')}
        </Text>
        {kyc.isPending ? <Skeleton height={120} /> : null}
        {kyc.isError ? <Alert color="red">{t('kyc.errors.loadFailed')}</Alert> : null}
        {kyc.data?.status === 'rejected' ? (
          <Alert color="red" title={t('kyc.rejectedTitle')}>
            <Text size="sm">{kyc.data.rejectionReason}</Text>
            <Text size="sm">{t('kyc.rejectedLead')}</Text>
          </Alert>
        ) : null}
        {kyc.data?.status === 'submitted' ? (
          <Text>
            {t('kyc.submittedLead', {
              date:
                kyc.data.submittedAt === null
                  ? ''
                  : new Date(kyc.data.submittedAt).toLocaleDateString(i18n.language),
            })}
          </Text>
        ) : null}
        {kyc.data?.status === 'approved' ? <Text>{t('kyc.approvedLead')}</Text> : null}
        {kyc.data?.status === 'not_started' || kyc.data?.status === 'rejected' ? (
          <VerificationForm kyc={kyc.data} />
        ) : null}
      </Stack>
    </Card>
  );
}
