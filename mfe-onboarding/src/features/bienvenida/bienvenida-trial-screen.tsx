import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function BienvenidaTrialScreen() {
  return <ScreenPlaceholder title="Bienvenida a tu prueba gratuita" />;
}
