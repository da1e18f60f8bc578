import { PRICE, REFUND_POLICY, TRIAL } from '@tm/shared-contracts';
import { LegalPage, type LegalSection } from './legal-page.js';

const SECTIONS: LegalSection[] = [
  {
    title: 'En resumen',
    items: [...REFUND_POLICY.summary],
  },
  {
    title: '1. Garantía de 7 días',
    paragraphs: [
      `Si no estás conforme, puedes pedir el reembolso completo de tu primer cobro de ${PRICE.amountUsd} USD dentro de los ${REFUND_POLICY.guaranteeDays} días siguientes a tu primera suscripción. La garantía aplica una sola vez por persona.`,
      `Recuerda que antes del primer cobro tienes ${TRIAL.days} días de prueba gratuita: si cancelas durante la prueba, no se te cobra nada.`,
    ],
  },
  {
    title: '2. Renovaciones',
    paragraphs: [
      'Las renovaciones mensuales no se reembolsan. Puedes cancelar en cualquier momento para que no haya un nuevo cobro; conservas el acceso hasta el final del mes que ya pagaste.',
    ],
  },
  {
    title: '3. Cómo pedir un reembolso',
    items: [
      'Escríbenos desde el correo con el que te suscribiste e indica que quieres tu reembolso.',
      `Procesamos tu solicitud en ${REFUND_POLICY.processingBusinessDays} días hábiles.`,
      `Después, tu banco puede tardar de ${REFUND_POLICY.bankBusinessDays} días hábiles en mostrar el dinero en tu cuenta.`,
    ],
  },
  {
    title: '4. Quién procesa el pago',
    paragraphs: [
      'Nuestro procesador de pagos actúa como comerciante registrado (merchant of record) de tu suscripción: es quien hace el cobro, aparece en tu estado de cuenta y devuelve el dinero a tu tarjeta cuando aprobamos un reembolso.',
    ],
  },
];

export function ReembolsosScreen() {
  return (
    <LegalPage
      title="Política de reembolsos"
      intro="Queremos que pruebes el programa con tranquilidad. Esta es nuestra política de reembolsos."
      sections={SECTIONS}
    />
  );
}
