import type { TranslationCatalogs } from '@propdesk/shared/i18n';

export const AUTH_NAMESPACE = 'auth';

/** Toast titles and messages are the seed's (section 8), word for word in English. */
const en = {
  signIn: {
    tab: 'Sign In',
    title: 'Welcome back',
    email: 'Email',
    password: 'Password',
    submit: 'Sign In',
  },
  signUp: {
    tab: 'Sign Up',
    title: 'Create your account',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    password: 'Password',
    passwordHint: 'At least 12 characters. Common passwords are refused.',
    confirmPassword: 'Confirm password',
    country: 'Country',
    countryPlaceholder: 'Select your country',
    countryNothingFound: 'No country found',
    referralCode: 'Referral code (optional)',
    submit: 'Create Account',
  },
  staff: {
    adminTitle: 'Admin sign in',
    organizationTitle: 'Organization sign in',
    supportAgentTitle: 'Support agent sign in',
    lead: 'Sign in with your staff account.',
  },
  validation: {
    required: 'Required',
    email: 'Enter a valid email address',
    passwordLength: 'Use 12 to 128 characters',
    passwordsDiffer: 'Passwords do not match',
  },
  toasts: {
    accountExistsTitle: 'Account Already Exists',
    accountExistsMessage:
      "You have already registered with this email. Please you're only allowed to use 1 account under your name. Try signing in instead.",
    registrationFailed: 'Registration Failed',
    registrationSuccessTitle: 'Registration Successful!',
    registrationSuccessMessage: 'Please check your email to verify your account.',
    loginFailed: 'Login Failed',
    loginSuccessTitle: 'Login Successful',
    loginSuccessMessage: 'Welcome back!',
    accessDeniedTitle: 'Access Denied',
    accessDeniedMessage:
      'Admin and manager accounts cannot access the client portal. Please use /admin/auth to login.',
    adminAccessGranted: 'Admin access granted!',
    signInFailed: 'Sign in failed',
    tryLater: 'Please try again later.',
  },
};

export type AuthCatalog = typeof en;

const es: AuthCatalog = {
  signIn: {
    tab: 'Iniciar sesión',
    title: 'Bienvenido de nuevo',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
  },
  signUp: {
    tab: 'Registrarse',
    title: 'Crea tu cuenta',
    firstName: 'Nombre',
    lastName: 'Apellidos',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordHint: 'Al menos 12 caracteres. Las contraseñas comunes no se aceptan.',
    confirmPassword: 'Confirmar contraseña',
    country: 'País',
    countryPlaceholder: 'Selecciona tu país',
    countryNothingFound: 'No se encontró ningún país',
    referralCode: 'Código de referido (opcional)',
    submit: 'Crear cuenta',
  },
  staff: {
    adminTitle: 'Acceso de administración',
    organizationTitle: 'Acceso de organización',
    supportAgentTitle: 'Acceso de agente de soporte',
    lead: 'Inicia sesión con tu cuenta de personal.',
  },
  validation: {
    required: 'Obligatorio',
    email: 'Introduce un correo electrónico válido',
    passwordLength: 'Usa entre 12 y 128 caracteres',
    passwordsDiffer: 'Las contraseñas no coinciden',
  },
  toasts: {
    accountExistsTitle: 'La cuenta ya existe',
    accountExistsMessage:
      'Ya te has registrado con este correo. Solo puedes tener 1 cuenta a tu nombre. Prueba a iniciar sesión.',
    registrationFailed: 'Error en el registro',
    registrationSuccessTitle: '¡Registro completado!',
    registrationSuccessMessage: 'Revisa tu correo para verificar tu cuenta.',
    loginFailed: 'Error al iniciar sesión',
    loginSuccessTitle: 'Sesión iniciada',
    loginSuccessMessage: '¡Bienvenido de nuevo!',
    accessDeniedTitle: 'Acceso denegado',
    accessDeniedMessage:
      'Las cuentas de administrador y gestor no pueden acceder al portal de clientes. Inicia sesión en /admin/auth.',
    adminAccessGranted: '¡Acceso de administrador concedido!',
    signInFailed: 'Error al iniciar sesión',
    tryLater: 'Inténtalo de nuevo más tarde.',
  },
};

const it: AuthCatalog = {
  signIn: {
    tab: 'Accedi',
    title: 'Bentornato',
    email: 'Email',
    password: 'Password',
    submit: 'Accedi',
  },
  signUp: {
    tab: 'Registrati',
    title: 'Crea il tuo account',
    firstName: 'Nome',
    lastName: 'Cognome',
    email: 'Email',
    password: 'Password',
    passwordHint: 'Almeno 12 caratteri. Le password comuni non sono accettate.',
    confirmPassword: 'Conferma password',
    country: 'Paese',
    countryPlaceholder: 'Seleziona il tuo paese',
    countryNothingFound: 'Nessun paese trovato',
    referralCode: 'Codice referral (facoltativo)',
    submit: 'Crea account',
  },
  staff: {
    adminTitle: 'Accesso amministratore',
    organizationTitle: 'Accesso organizzazione',
    supportAgentTitle: 'Accesso agente di supporto',
    lead: 'Accedi con il tuo account del personale.',
  },
  validation: {
    required: 'Obbligatorio',
    email: 'Inserisci un indirizzo email valido',
    passwordLength: 'Usa da 12 a 128 caratteri',
    passwordsDiffer: 'Le password non coincidono',
  },
  toasts: {
    accountExistsTitle: 'Account già esistente',
    accountExistsMessage:
      'Ti sei già registrato con questa email. Puoi avere un solo account a tuo nome. Prova ad accedere.',
    registrationFailed: 'Registrazione non riuscita',
    registrationSuccessTitle: 'Registrazione completata!',
    registrationSuccessMessage: 'Controlla la tua email per verificare il tuo account.',
    loginFailed: 'Accesso non riuscito',
    loginSuccessTitle: 'Accesso effettuato',
    loginSuccessMessage: 'Bentornato!',
    accessDeniedTitle: 'Accesso negato',
    accessDeniedMessage:
      'Gli account amministratore e manager non possono accedere al portale clienti. Usa /admin/auth per accedere.',
    adminAccessGranted: 'Accesso amministratore concesso!',
    signInFailed: 'Accesso non riuscito',
    tryLater: 'Riprova più tardi.',
  },
};

export const authCatalogs: TranslationCatalogs<AuthCatalog> = { en, es, it };
