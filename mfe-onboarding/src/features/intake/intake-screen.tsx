import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function IntakeScreen() {
  return <ScreenPlaceholder title="Formulario de Ingreso" />;
}
