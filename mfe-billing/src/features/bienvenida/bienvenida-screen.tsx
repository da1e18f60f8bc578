import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function BienvenidaScreen() {
  return <ScreenPlaceholder title="Bienvenido al plan" />;
}
