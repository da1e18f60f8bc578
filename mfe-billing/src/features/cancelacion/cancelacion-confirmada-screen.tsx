import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function CancelacionConfirmadaScreen() {
  return <ScreenPlaceholder title="Cancelación confirmada" />;
}
