import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function ReembolsosScreen() {
  return <ScreenPlaceholder title="Política de reembolsos" />;
}
