import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function AnalisisScreen() {
  return <ScreenPlaceholder title="Interpreta tus análisis de sangre" />;
}
