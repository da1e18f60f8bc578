import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function Modulo1Screen() {
  return <ScreenPlaceholder title="Módulo 1" />;
}
