import { LegalPage, type LegalSection } from './legal-page.js';

const SECTIONS: LegalSection[] = [
  {
    title: '1. Quiénes somos',
    paragraphs: [
      'Nutrición Funcional es un programa educativo en línea sobre nutrición funcional, movimiento consciente y manejo del estrés para personas adultas con diabetes tipo 2, prediabetes o resistencia a la insulina. Esta política explica qué datos usamos, para qué y qué derechos tienes.',
    ],
  },
  {
    title: '2. Qué datos recogemos',
    items: [
      'Datos de contacto: tu nombre y tu correo electrónico.',
      'Datos básicos: edad, sexo y, si nos lo dices, tu diagnóstico (prediabetes, diabetes tipo 2 o resistencia a la insulina).',
      'Datos de salud que tú escribes: tu historia funcional, tu registro de comidas, sueño y digestión, los valores de tus análisis y tus mensajes del chat semanal.',
      'Datos de pago: los gestiona nuestro procesador de pagos. Nosotros no vemos ni guardamos el número completo de tu tarjeta.',
      'Datos técnicos mínimos: una cookie de sesión necesaria para que el programa funcione. No usamos cookies de publicidad.',
    ],
  },
  {
    title: '3. Datos que se quedan en tu dispositivo',
    paragraphs: [
      'Tu pre-registro, tus respuestas del diagnóstico funcional y los números que escribes en el intérprete de análisis se guardan solo en el navegador de tu dispositivo. No los enviamos a nuestros servidores. Puedes borrarlos cuando quieras limpiando los datos de este sitio en tu navegador.',
    ],
  },
  {
    title: '4. Cómo cuidamos tus datos de salud',
    paragraphs: [
      'Tus datos de salud son sensibles y los tratamos como confidenciales. Los usamos solo para preparar tu informe, personalizar las respuestas de tu asistente de nutrición y mostrarte tu progreso. Guardamos lo que escribes tal como lo escribes y lo mostramos siempre como texto.',
      'Nunca vendemos tus datos ni los compartimos con anunciantes o aseguradoras. Solo las personas y servicios que necesitan tratarlos para darte el programa pueden acceder a ellos, con conexiones cifradas.',
    ],
  },
  {
    title: '5. Con quién compartimos datos',
    items: [
      'Nuestro procesador de pagos, que actúa como comerciante registrado (merchant of record) de tu suscripción y procesa tus cobros, reembolsos e impuestos.',
      'Los proveedores de alojamiento y de correo electrónico que necesitamos para darte el servicio, bajo acuerdos de confidencialidad.',
      'Las autoridades, solo cuando la ley nos obligue.',
    ],
  },
  {
    title: '6. Cuánto tiempo guardamos tus datos',
    paragraphs: [
      'Guardamos tus datos mientras tengas una cuenta activa o en periodo de prueba. Si lo pides, borramos todo lo que guardamos sobre ti. Los registros de pago se conservan el tiempo que exige la ley.',
    ],
  },
  {
    title: '7. Tus derechos',
    items: [
      'Ver y descargar una copia de tus datos.',
      'Corregir los datos que estén mal.',
      'Pedir que borremos tus datos y tu cuenta.',
      'Retirar tu consentimiento en cualquier momento.',
    ],
    paragraphs: [
      'Para ejercer tus derechos, escríbenos desde el correo con el que te registraste. Te respondemos en un plazo máximo de 30 días.',
    ],
  },
  {
    title: '8. Aviso importante',
    paragraphs: [
      'Este programa es educativo y no reemplaza la evaluación médica profesional. Consulta a tu médico antes de hacer cambios importantes en tu alimentación o suplementación.',
    ],
  },
];

export function PrivacidadScreen() {
  return (
    <LegalPage
      title="Política de privacidad"
      intro="Tu confianza es lo primero. Aquí te contamos, en palabras sencillas, cómo cuidamos tu información personal y de salud."
      sections={SECTIONS}
    />
  );
}
