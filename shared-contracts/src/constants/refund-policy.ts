/** Refund policy of §9, said the same way on /reembolsos and in the checkout. */
export const REFUND_POLICY = {
  guaranteeDays: 7,
  processingBusinessDays: '2 a 3',
  bankBusinessDays: '5 a 10',
  summary: [
    'Tienes 7 días de garantía de reembolso desde tu primera suscripción.',
    'Las renovaciones mensuales no se reembolsan.',
    'Procesamos cada solicitud en 2 a 3 días hábiles; tu banco puede tardar de 5 a 10 días hábiles en mostrar el dinero.',
    'Puedes cancelar cuando quieras: conservas el acceso hasta el final del periodo pagado.',
  ],
} as const;
