import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function ResultadosScreen() {
  return <ScreenPlaceholder title="Tu resultado funcional" />;
}
