import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function ReactivacionConfirmadaScreen() {
  return <ScreenPlaceholder title="¡Qué bueno tenerte de vuelta!" />;
}
