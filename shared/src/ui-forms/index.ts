/**
 * Form inputs and the form state hook, loaded only by pages with forms. See shared/src/ui/mantine.ts
 * for why facades exist; @mantine/form has no shared state, but its inputs must come from the one
 * Mantine instance the shell provides.
 */
export { Checkbox, PasswordInput, Select, TextInput, Textarea } from '@mantine/core';
export { useForm, isEmail, hasLength, isNotEmpty, matchesField, type UseFormReturnType } from '@mantine/form';
export { countryOptions } from './country-options.ts';
export {
  NewPasswordFields,
  newPasswordRules,
  type NewPasswordFieldNames,
  type NewPasswordFieldsProps,
} from './new-password-fields.tsx';
