import { useParams } from '@propdesk/shared/router';
import { CheckoutPage } from '../../features/orders/components/checkout-page.tsx';

/** /checkout/:orderId: keyed by the order, so another order starts from a fresh page. */
export function CheckoutRoute() {
  const { orderId = '' } = useParams();
  return <CheckoutPage key={orderId} orderId={orderId} />;
}
