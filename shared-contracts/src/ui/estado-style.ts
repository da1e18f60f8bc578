import { type MarkerEstado } from '@tm/shared-contracts/marketing';

/** Colour is never the only signal: each estado has its word and its icon too. */
export const ESTADO_STYLE: Record<
  MarkerEstado,
  { palabra: string; icono: string; color: string; fondo: string }
> = {
  normal: { palabra: 'Normal', icono: '✓', color: '#1e5e3b', fondo: '#e3f1e8' },
  alerta: { palabra: 'Alerta', icono: '!', color: '#7a4a00', fondo: '#fdf1d6' },
  alto: { palabra: 'Alto', icono: '▲', color: '#9b1c13', fondo: '#fbe4e1' },
  bajo: { palabra: 'Bajo', icono: '▼', color: '#1f4f8f', fondo: '#e2ecf9' },
};
