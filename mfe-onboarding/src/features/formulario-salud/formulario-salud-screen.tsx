import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function FormularioSaludScreen() {
  return <ScreenPlaceholder title="Formulario de salud personal" />;
}
