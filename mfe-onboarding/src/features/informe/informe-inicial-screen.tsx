import { ScreenPlaceholder } from '@tm/shared-contracts/ui';

export function InformeInicialScreen() {
  return <ScreenPlaceholder title="Tu Guía Funcional Personalizada — Inicio" />;
}
