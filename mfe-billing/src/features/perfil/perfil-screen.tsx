import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function PerfilScreen() {
  return <ScreenPlaceholder title="Mi cuenta" />;
}
