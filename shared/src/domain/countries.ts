/**
 * Countries offered at sign-up (about 59, from Europe, Latin America, the Gulf and Africa, by two-letter
 * ISO code). None of them is restricted.
 */
export const SIGN_UP_COUNTRIES = [
  // Europe
  'AT',
  'BE',
  'BG',
  'HR',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'GB',
  'CH',
  'NO',
  // Latin America
  'AR',
  'BO',
  'BR',
  'CL',
  'CO',
  'CR',
  'DO',
  'EC',
  'SV',
  'GT',
  'HN',
  'MX',
  'NI',
  'PA',
  'PY',
  'PE',
  'UY',
  // Gulf
  'AE',
  'SA',
  'QA',
  'KW',
  'BH',
  'OM',
  // Africa
  'ZA',
  'NG',
  'KE',
  'GH',
  'EG',
  'MA',
  'TN',
  'UG',
  'TZ',
] as const;
export type TSignUpCountry = (typeof SIGN_UP_COUNTRIES)[number];

/**
 * Applicants from these countries are not accepted. Crimea has no ISO country code of
 * its own (it is a region, UA-43), so it is refused through the address check at KYC, not here.
 * Do not loosen: the server refuses these at sign-up whatever the browser sends.
 */
export const RESTRICTED_COUNTRIES = [
  'AF', // Afghanistan
  'BI', // Burundi
  'CF', // Central African Republic
  'CU', // Cuba
  'CD', // Congo (Free State): Democratic Republic of the Congo
  'ER', // Eritrea
  'GN', // Guinea
  'GW', // Guinea-Bissau
  'IR', // Iran
  'IQ', // Iraq
  'IL', // Israel
  'LA', // Laos
  'LB', // Lebanon
  'LR', // Liberia
  'LY', // Libya
  'MM', // Myanmar
  'KP', // North Korea
  'PS', // Palestinian Territory
  'PG', // Papua New Guinea
  'CG', // Congo (Brazzaville)
  'SO', // Somalia
  'SS', // South Sudan
  'SD', // Sudan
  'SY', // Syria
  'US', // USA
  'VU', // Vanuatu
  'VE', // Venezuela
  'YE', // Yemen
] as const;
