import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../i18n/languages.ts';
import { SIGN_UP_COUNTRIES } from '../domain/countries.ts';
import { ZPersonName, ZPhone } from './auth.ts';

/**
 * `/profile`: what a person may change about themselves. Role,
 * organization, portal and email are not here: the server sets those.
 */
export const ZProfileUpdateRequest = z
  .object({
    firstName: ZPersonName.optional(),
    lastName: ZPersonName.optional(),
    phone: ZPhone.nullable().optional(),
    country: z.enum(SIGN_UP_COUNTRIES, 'Choose a country from the list').optional(),
    language: z.enum(SUPPORTED_LANGUAGES).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: 'Send at least one field to change',
  });
export type TProfileUpdateRequest = z.input<typeof ZProfileUpdateRequest>;
