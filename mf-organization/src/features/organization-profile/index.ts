/**
 * The organization's profile (its name, registered company and support contacts), shared by the
 * organization area (`/organization/profile`) and the admin's organization view.
 */
export { OrganizationProfileForm } from './components/organization-profile-form.tsx';
export { organizationProfileTexts } from './i18n/index.ts';
export { validateProfile, type TProfileErrors, type TProfileFields } from './validation.ts';
