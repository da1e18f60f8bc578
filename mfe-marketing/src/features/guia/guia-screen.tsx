import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function GuiaScreen() {
  return <ScreenPlaceholder title="Mini guía para revertir la resistencia a la insulina" />;
}
