import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function Mes1Screen() {
  return <ScreenPlaceholder title="Mes 1 — Observa a tu cuerpo con curiosidad" />;
}
