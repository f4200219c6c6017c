import type { OrdersCatalog } from './en.ts';

export const es: OrdersCatalog = {
  checkout: {
    lead: 'Revisa tu pedido y confirma el pago.',
    loading: 'Cargando el pedido',
    loadFailed: 'No se ha podido cargar el pedido.',
    notFound: 'Este pedido no existe.',
    backToPricing: 'Volver a precios',
    order: 'Tu pedido',
    program: 'Programa',
    accountSize: 'Tamaño de la cuenta',
    listPrice: 'Precio del plan',
    discount: 'Código de descuento {{code}}',
    price: 'Precio',
    platform: 'Plataforma',
    createdAt: 'Creado',
    status: {
      pending: 'Pendiente de pago',
      paid: 'Pagado',
      failed: 'Pago fallido',
      refunded: 'Reembolsado',
    },
    providerTitle: 'Esperando tu pago',
    providerText:
      'Paga en la página de pago segura. Esta página se actualiza sola en cuanto se confirma el pago.',
    continueToPayment: 'Continuar con el pago',
    sandboxTitle: 'Pago de prueba',
    sandboxText:
      'Este es el proveedor de pagos de pruebas: no se carga ninguna tarjeta ni se mueve dinero. Aprueba para simular un pago correcto o rechaza para simular uno denegado.',
    approve: 'Aprobar pago de prueba',
    decline: 'Rechazar pago de prueba',
    confirmFailed: 'No se ha podido confirmar el pago. Inténtalo de nuevo.',
    notPending: 'Este pedido ya no está pendiente de pago.',
    opening: 'Pago recibido. Abriendo tu cuenta…',
    paid: 'Pago recibido. Tu cuenta está abierta.',
    goToAccount: 'Ir a la cuenta',
    settled: {
      failed: 'El pago se ha rechazado. No se ha cobrado nada.',
      refunded: 'Este pedido se ha reembolsado.',
    },
  },
};
