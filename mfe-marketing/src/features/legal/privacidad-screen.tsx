import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function PrivacidadScreen() {
  return <ScreenPlaceholder title="Política de privacidad" />;
}
