import { isSupportPhone, ORGANIZATION_PROFILE_LIMITS } from '@propdesk/shared/domain';

/** The form's fields, as typed. */
export type TProfileFields = {
  name: string;
  legalName: string;
  registeredAddress: string;
  supportEmail: string;
  supportPhone: string;
  supportHours: string;
};
export type TProfileField = keyof TProfileFields;

/** What is wrong with a field: a text key of the `organizationProfile` namespace and its values. */
export type TFieldError = { key: string; values?: Record<string, number> };
export type TProfileErrors = Partial<Record<TProfileField, TFieldError>>;

/** The shape of an address; the api checks it too (zod's e-mail rule), this only catches typing slips. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const MAX_LENGTHS: Record<Exclude<TProfileField, 'name'>, number> = {
  legalName: ORGANIZATION_PROFILE_LIMITS.legalName,
  registeredAddress: ORGANIZATION_PROFILE_LIMITS.registeredAddress,
  supportEmail: ORGANIZATION_PROFILE_LIMITS.supportEmail,
  supportPhone: ORGANIZATION_PROFILE_LIMITS.supportPhone,
  supportHours: ORGANIZATION_PROFILE_LIMITS.supportHours,
};

/**
 * The api's rules (ZOrganizationProfileInput) checked before sending, so a person reads what to fix in
 * their language: the name is required, e-mail and phone must be well formed, nothing is too long. Empty
 * optional fields are fine (they clear the value).
 */
export function validateProfile(fields: TProfileFields): TProfileErrors {
  const errors: TProfileErrors = {};
  const name = fields.name.trim();
  if (name.length < ORGANIZATION_PROFILE_LIMITS.nameMin) {
    errors.name = { key: 'errors.nameTooShort', values: { min: ORGANIZATION_PROFILE_LIMITS.nameMin } };
  } else if (name.length > ORGANIZATION_PROFILE_LIMITS.nameMax) {
    errors.name = { key: 'errors.tooLong', values: { max: ORGANIZATION_PROFILE_LIMITS.nameMax } };
  }
  for (const [field, max] of Object.entries(MAX_LENGTHS) as [keyof typeof MAX_LENGTHS, number][]) {
    if (fields[field].trim().length > max) errors[field] = { key: 'errors.tooLong', values: { max } };
  }
  const email = fields.supportEmail.trim();
  if (errors.supportEmail === undefined && email !== '' && !EMAIL_SHAPE.test(email)) {
    errors.supportEmail = { key: 'errors.email' };
  }
  const phone = fields.supportPhone.trim();
  if (errors.supportPhone === undefined && phone !== '' && !isSupportPhone(phone)) {
    errors.supportPhone = { key: 'errors.phone' };
  }
  return errors;
}
