import type { TOrganizationProfileCatalog } from './en.ts';

export const es: TOrganizationProfileCatalog = {
  loading: 'Cargando el perfil…',
  loadFailed: 'No se ha podido cargar el perfil.',
  retry: 'Reintentar',
  noOrganization: 'Elige primero una organización.',
  intro:
    'Cómo ven los traders a tu empresa: su nombre y los datos de la sociedad y de contacto que aparecen en el pie y en las páginas legales de su sitio.',
  readOnly: 'Solo los propietarios y administradores de la organización pueden cambiar su perfil.',
  sections: { company: 'Empresa', support: 'Atención al cliente' },
  fields: {
    name: 'Nombre visible',
    legalName: 'Razón social',
    registeredAddress: 'Domicilio social',
    supportEmail: 'Correo de soporte',
    supportPhone: 'Teléfono de soporte',
    supportHours: 'Horario de atención',
  },
  hints: {
    legalName: 'El nombre registrado de la sociedad, como en los documentos oficiales.',
    supportPhone: 'Con el prefijo del país, por ejemplo +34 91 123 45 67.',
    supportHours: 'Por ejemplo: lun–vie 9:00–18:00 CET.',
  },
  errors: {
    nameTooShort: 'Escribe al menos {{min}} caracteres.',
    tooLong: 'Como máximo {{max}} caracteres.',
    email: 'Escribe una dirección de correo, por ejemplo soporte@tuempresa.com.',
    phone: 'Escribe el número con el prefijo del país, por ejemplo +34 91 123 45 67.',
    invalid: 'Revisa este campo.',
  },
  save: 'Guardar perfil',
  saved: 'Perfil guardado.',
  saveFailed: 'No se ha podido guardar el perfil. Inténtalo de nuevo.',
  invalidFields: 'Algunos campos necesitan revisión.',
  forbidden: 'Tu rol no permite cambiar este perfil.',
};
