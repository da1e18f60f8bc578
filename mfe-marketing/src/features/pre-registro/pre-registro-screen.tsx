import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function PreRegistroScreen() {
  return <ScreenPlaceholder title="Pre-registro" />;
}
