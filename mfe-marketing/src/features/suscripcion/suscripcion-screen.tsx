import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function SuscripcionScreen() {
  return <ScreenPlaceholder title="Suscripción" />;
}
