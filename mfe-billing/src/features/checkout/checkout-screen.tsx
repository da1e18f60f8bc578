import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function CheckoutScreen() {
  return <ScreenPlaceholder title="Activa tu suscripción" />;
}
