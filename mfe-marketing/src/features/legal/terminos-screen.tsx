import { PRICE, TRIAL } from '@tm/shared-contracts';
import { LegalPage, type LegalSection } from './legal-page.js';

const SECTIONS: LegalSection[] = [
  {
    title: '1. El servicio',
    paragraphs: [
      'Nutrición Funcional es un programa educativo en línea sobre nutrición funcional, movimiento consciente y manejo del estrés para personas adultas con diabetes tipo 2, prediabetes o resistencia a la insulina. Incluye un diagnóstico funcional, formularios de salud, un registro de 5 días, un informe inicial, un chat semanal con un asistente de nutrición y módulos semanales.',
    ],
  },
  {
    title: '2. No es atención médica',
    paragraphs: [
      'El contenido es educativo y no sustituye el diagnóstico ni el tratamiento de un profesional de la salud. Los resultados del diagnóstico funcional y del intérprete de análisis son orientativos: no son un diagnóstico. Consulta a tu médico antes de hacer cambios importantes en tu alimentación o en tus suplementos, y nunca cambies tus medicinas por tu cuenta. Si tienes una emergencia, llama a los servicios de emergencia de tu país.',
    ],
  },
  {
    title: '3. Prueba gratuita y suscripción',
    items: [
      `La prueba gratuita dura ${TRIAL.days} días.`,
      `Al terminar la prueba, la suscripción de ${PRICE.amountUsd} USD al mes se activa automáticamente con el método de pago que registraste.`,
      'La suscripción se renueva cada mes hasta que la canceles.',
      'Puedes cancelar cuando quieras desde tu perfil. Conservas el acceso hasta el final del periodo pagado; después tu cuenta queda en modo lectura y puedes reactivarla.',
      `Si la prueba termina sin suscripción, tu informe queda en modo lectura y el chat se bloquea. A los ${TRIAL.archiveAfterDaysSinceStart} días del inicio, la cuenta se archiva.`,
    ],
  },
  {
    title: '4. Pagos',
    paragraphs: [
      'Los pagos los procesa nuestro procesador de pagos, que actúa como comerciante registrado (merchant of record): es quien aparece en tu estado de cuenta y gestiona los cobros, los reembolsos y los impuestos que correspondan. Los reembolsos se rigen por nuestra política de reembolsos.',
    ],
  },
  {
    title: '5. Tu cuenta y tu uso',
    items: [
      'Usa datos verdaderos y cuida el acceso a tu dispositivo.',
      'El programa es para uso personal; no compartas tu cuenta.',
      'No uses el servicio para fines ilegales ni intentes dañarlo.',
    ],
  },
  {
    title: '6. Contenido',
    paragraphs: [
      'Los textos, guías y módulos son nuestros o tenemos permiso para usarlos. Puedes usarlos para tu aprendizaje personal, pero no copiarlos ni venderlos.',
    ],
  },
  {
    title: '7. Responsabilidad',
    paragraphs: [
      'Hacemos lo posible para que la información sea correcta y esté actualizada, pero no garantizamos resultados de salud concretos: cada cuerpo es distinto. Las decisiones sobre tu tratamiento las tomas tú con tu médico.',
    ],
  },
  {
    title: '8. Cambios',
    paragraphs: [
      'Si cambiamos estos términos, te avisaremos en el sitio antes de que entren en vigor. Si no estás de acuerdo, puedes cancelar tu suscripción.',
    ],
  },
];

export function TerminosScreen() {
  return (
    <LegalPage
      title="Términos y condiciones"
      intro="Al usar Nutrición Funcional aceptas estos términos. Los escribimos de forma clara para que sepas qué esperar."
      sections={SECTIONS}
    />
  );
}
