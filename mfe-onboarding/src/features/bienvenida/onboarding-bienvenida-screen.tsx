import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function OnboardingBienvenidaScreen() {
  return <ScreenPlaceholder title="Bienvenida al programa" />;
}
