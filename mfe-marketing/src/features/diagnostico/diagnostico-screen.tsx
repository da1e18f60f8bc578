import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function DiagnosticoScreen() {
  return <ScreenPlaceholder title="Diagnóstico funcional" />;
}
