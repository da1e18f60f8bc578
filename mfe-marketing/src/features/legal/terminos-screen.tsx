import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function TerminosScreen() {
  return <ScreenPlaceholder title="Términos y condiciones" />;
}
