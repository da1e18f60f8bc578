// Warm Spanish copy of the trial overlays (§2, §4: their content is not in the spec).
export const OVERLAY_COPY = {
  day5Banner: {
    title: 'Te quedan 2 días de prueba',
    text: 'Vas muy bien. Si quieres seguir aprendiendo a tu ritmo, puedes continuar por $5 USD al mes y cancelar cuando quieras.',
    upgrade: 'Continuar con mi transformación',
    later: 'Recordarme después',
  },
  day6Modal: {
    title: 'Mañana es tu último día de prueba',
    text: 'Has dado pasos importantes esta semana. Para mantener tu informe, el chat semanal y los módulos, activa tu suscripción de $5 USD al mes.',
    upgrade: 'Continuar con mi transformación',
    close: 'Ahora no',
  },
  day7Modal: {
    title: 'Hoy termina tu prueba gratuita',
    text: 'Tu informe queda en modo lectura. Con la suscripción sigues con el chat guiado y los nuevos módulos, y puedes cancelar cuando quieras.',
    upgrade: 'Activar suscripción ($5 USD/mes)',
    close: 'Ahora no',
  },
  day7Banner: {
    title: 'Último día de tu prueba',
    text: 'Tu informe está en modo lectura. Activa tu suscripción para seguir con el chat y los módulos.',
    upgrade: 'Activar suscripción ($5 USD/mes)',
    later: 'Cerrar aviso de prueba',
  },
  day8Banner: {
    title: 'Tu acceso de prueba ha terminado',
    text: 'Lo que aprendiste sigue siendo tuyo. Cuando quieras retomar, reactiva tu acceso por $5 USD al mes.',
    upgrade: 'Reactivar mi acceso',
  },
} as const;
