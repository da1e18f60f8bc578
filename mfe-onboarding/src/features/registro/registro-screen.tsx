import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function RegistroScreen() {
  return <ScreenPlaceholder title="Registro de 5 días" />;
}
