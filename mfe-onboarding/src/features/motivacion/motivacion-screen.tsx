import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function MotivacionScreen() {
  return <ScreenPlaceholder title="Mensaje Funcional del Día" />;
}
