import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function MensajeScreen() {
  return <ScreenPlaceholder title="Un mensaje para ti" />;
}
