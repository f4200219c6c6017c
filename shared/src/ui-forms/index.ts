/**
 * What the portal's forms share beyond Mantine's inputs and @mantine/form: the country list and the
 * new-password fields with the password policy's rules.
 */
export { countryOptions } from './country-options.ts';
export {
  NewPasswordFields,
  newPasswordRules,
  type NewPasswordFieldNames,
  type NewPasswordFieldsProps,
} from './new-password-fields.tsx';
