import type { EntityManager } from '@mikro-orm/core';
import {
  certificateHolderName,
  type TBrandLogoType,
  type TCertificate,
  type TCertificateKind,
  type TCertificateNameStyle,
  type TCertificatePage,
  type TCertificateVerification,
  type TLanguage,
} from '@propdesk/shared/contracts';
import { epochMsOf, queryRows } from '../../db/bulk-sql.ts';
import { numberOf } from '../../db/sql-rows.ts';

const CERTIFICATE_FIELDS =
  'c.id, c.kind, c.code, c.account_id, c.login, c.account_size_minor, c.amount_minor, c.currency, ' +
  'c.issued_at, c.revoked_at, o.name as organization_name';

type TCertificateRow = {
  id: string;
  kind: TCertificateKind;
  code: string;
  account_id: string | null;
  login: string;
  account_size_minor: unknown;
  amount_minor: unknown;
  currency: string;
  issued_at: unknown;
  revoked_at: unknown;
  organization_name: string;
};

type THolderRow = {
  first_name: string | null;
  last_name: string | null;
  certificate_name_style: TCertificateNameStyle | null;
};

function toCertificate(row: TCertificateRow): TCertificate {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    accountId: row.account_id,
    login: row.login,
    accountSizeMinor: numberOf(row.account_size_minor),
    amountMinor: row.amount_minor === null ? null : numberOf(row.amount_minor),
    currency: row.currency,
    organizationName: row.organization_name,
    issuedAt: epochMsOf(row.issued_at) ?? 0,
    revokedAt: epochMsOf(row.revoked_at),
  };
}

function holderOf(row: THolderRow | undefined): { nameStyle: TCertificateNameStyle; holderName: string } {
  const nameStyle = row?.certificate_name_style ?? 'full';
  return {
    nameStyle,
    holderName: certificateHolderName(
      { firstName: row?.first_name ?? '', lastName: row?.last_name ?? '' },
      nameStyle,
    ),
  };
}

const HOLDER_OF_OWNER =
  'p.first_name, p.last_name, p.certificate_name_style from profiles p where p.user_id = ?';

/**
 * One page of a trader's own certificates, newest first, with the total and their name as printed, in
 * one statement; a second only when the page is past the end (no row to carry the rest).
 */
export async function readOwnCertificatePage(
  em: EntityManager,
  { ownerId, page, pageSize }: { ownerId: string; page: number; pageSize: number },
): Promise<TCertificatePage> {
  const rows = await queryRows<TCertificateRow & THolderRow & { total: unknown }>(
    em,
    `select ${CERTIFICATE_FIELDS}, count(*) over () as total, p.first_name, p.last_name, p.certificate_name_style ` +
      'from certificates c join organizations o on o.id = c.organization_id ' +
      'left join profiles p on p.user_id = c.owner_id ' +
      'where c.owner_id = ? order by c.issued_at desc, c.id desc limit ? offset ?',
    [ownerId, pageSize, (page - 1) * pageSize],
  );
  const first =
    rows[0] ??
    (
      await queryRows<THolderRow & { total: unknown }>(
        em,
        `select (select count(*) from certificates c where c.owner_id = ?) as total, ${HOLDER_OF_OWNER}`,
        [ownerId, ownerId],
      )
    )[0];
  return {
    certificates: rows.map(toCertificate),
    total: numberOf(first?.total ?? 0),
    page,
    pageSize,
    ...holderOf(first),
  };
}

/** Everything a certificate's PDF prints: the certificate, its holder and the firm's branding. */
export type TPrintableCertificate = TCertificate & {
  holderName: string;
  language: TLanguage;
  branding: {
    primaryColor: string;
    secondaryColor: string;
    accentColor: string;
    backgroundColor: string;
    textColor: string;
  };
  /** The logo the firm uploaded: where its bytes are kept and their type; null without one. */
  logo: { key: string; contentType: TBrandLogoType } | null;
};

type TPrintableRow = TCertificateRow &
  THolderRow & {
    language: TLanguage | null;
    primary_color: string;
    secondary_color: string;
    accent_color: string;
    background_color: string;
    text_color: string;
    logo_key: string | null;
    logo_content_type: TBrandLogoType | null;
  };

/**
 * One of the owner's certificates with what its PDF needs, in one statement; null when the owner has no
 * such certificate. Do not loosen: the owner is part of the query, so another person's certificate
 * (another firm's or the same firm's) answers null, a 404, exactly like one that does not exist.
 */
export async function readOwnPrintableCertificate(
  em: EntityManager,
  { ownerId, certificateId }: { ownerId: string; certificateId: string },
): Promise<TPrintableCertificate | null> {
  const [row] = await queryRows<TPrintableRow>(
    em,
    `select ${CERTIFICATE_FIELDS}, p.first_name, p.last_name, p.certificate_name_style, p.language, ` +
      'o.primary_color, o.secondary_color, o.accent_color, o.background_color, o.text_color, ' +
      'o.logo_key, o.logo_content_type ' +
      'from certificates c join organizations o on o.id = c.organization_id ' +
      'left join profiles p on p.user_id = c.owner_id where c.id = ? and c.owner_id = ?',
    [certificateId, ownerId],
  );
  if (row === undefined) return null;
  return {
    ...toCertificate(row),
    holderName: holderOf(row).holderName,
    language: row.language ?? 'en',
    branding: {
      primaryColor: row.primary_color,
      secondaryColor: row.secondary_color,
      accentColor: row.accent_color,
      backgroundColor: row.background_color,
      textColor: row.text_color,
    },
    logo:
      row.logo_key === null || row.logo_content_type === null
        ? null
        : { key: row.logo_key, contentType: row.logo_content_type },
  };
}

/**
 * What the public page says of a code, in one statement. Unknown codes and codes of nothing answer the
 * same; a revoked certificate says only when it was revoked, none of its facts.
 */
export async function readCertificateVerification(
  em: EntityManager,
  code: string,
): Promise<TCertificateVerification> {
  const [row] = await queryRows<TCertificateRow & THolderRow>(
    em,
    `select ${CERTIFICATE_FIELDS}, p.first_name, p.last_name, p.certificate_name_style ` +
      'from certificates c join organizations o on o.id = c.organization_id ' +
      'left join profiles p on p.user_id = c.owner_id where c.code = ?',
    [code],
  );
  if (row === undefined) return { status: 'unknown' };
  const certificate = toCertificate(row);
  if (certificate.revokedAt !== null) return { status: 'revoked', revokedAt: certificate.revokedAt };
  return {
    status: 'valid',
    certificate: {
      kind: certificate.kind,
      holderName: holderOf(row).holderName,
      organizationName: certificate.organizationName,
      accountSizeMinor: certificate.accountSizeMinor,
      amountMinor: certificate.amountMinor,
      currency: certificate.currency,
      issuedAt: certificate.issuedAt,
    },
  };
}
