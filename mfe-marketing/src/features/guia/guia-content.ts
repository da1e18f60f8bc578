import {
  Flower2,
  Footprints,
  GlassWater,
  type LucideIcon,
  Moon,
  Repeat,
  Salad,
  Stethoscope,
} from 'lucide-react';

/** The mini-guide on reversing insulin resistance: plain Spanish for a 5th–6th grade reading level. */
export interface GuideStep {
  /** A line icon (decorative: the title says it), drawn the same on every system, unlike an emoji. */
  icon: LucideIcon;
  title: string;
  paragraphs: string[];
  tips: string[];
}

export const GUIDE_INTRO = [
  'La insulina es la llave que abre tus células para que el azúcar de la comida entre y se convierta en energía. Con la resistencia a la insulina, esa llave funciona mal: el azúcar se queda en la sangre y tu cuerpo produce cada vez más insulina para compensar.',
  'La buena noticia es que tus hábitos de cada día pueden ayudar a que tus células vuelvan a escuchar a la insulina. Estos siete pasos son sencillos y puedes empezar hoy.',
];

export const GUIDE_SIGNS = [
  'Sueño o cansancio después de comer',
  'Antojos de dulce o de pan, sobre todo por la tarde',
  'Grasa acumulada en la cintura',
  'Manchas oscuras en el cuello o las axilas',
  'Glucosa en ayunas de 100 mg/dL o más, o A1C de 5,7 % o más',
];

export const GUIDE_STEPS: GuideStep[] = [
  {
    icon: Salad,
    title: '1. Arma tu plato con el método del plato',
    paragraphs: [
      'No necesitas contar calorías. Usa un plato de unos 23 cm y divídelo en tres partes.',
    ],
    tips: [
      'La mitad: verduras sin almidón (nopales, calabacita, brócoli, ensalada, jitomate).',
      'Un cuarto: proteína (huevo, pollo, pescado, frijoles, queso fresco).',
      'Un cuarto: carbohidratos de calidad (tortilla de maíz, camote, arroz integral, frutas enteras).',
      'Agrega una grasa buena: aguacate, aceite de oliva o un puñito de nueces.',
    ],
  },
  {
    icon: Repeat,
    title: '2. Cambia el orden en que comes',
    paragraphs: [
      'Comer primero las verduras y la proteína, y dejar los carbohidratos para el final, ayuda a que el azúcar suba más despacio después de comer.',
    ],
    tips: [
      'Empieza con la ensalada o las verduras.',
      'Sigue con la proteína.',
      'Termina con la tortilla, el arroz o la fruta.',
    ],
  },
  {
    icon: Footprints,
    title: '3. Camina después de comer',
    paragraphs: [
      'Tus músculos usan el azúcar como combustible sin necesitar tanta insulina. Una caminata corta después de comer es una de las herramientas más poderosas que tienes.',
    ],
    tips: [
      'Camina de 10 a 15 minutos después de cada comida, a paso cómodo.',
      'Si no puedes salir, camina dentro de casa o mueve brazos y piernas sentado.',
      'Dos veces por semana, suma ejercicios de fuerza suaves: levantarte de la silla, subir escalones.',
    ],
  },
  {
    icon: GlassWater,
    title: '4. Bebe agua, no azúcar',
    paragraphs: [
      'Los refrescos, jugos y cafés endulzados suben el azúcar muy rápido. Cambiarlos es de los pasos que más se notan.',
    ],
    tips: [
      'Agua natural, agua con limón o pepino, té o café sin azúcar.',
      'Si te cuesta, baja el azúcar poco a poco durante dos semanas.',
      'Come la fruta entera en lugar de tomarla en jugo: la fibra frena el azúcar.',
    ],
  },
  {
    icon: Moon,
    title: '5. Duerme de 7 a 8 horas',
    paragraphs: [
      'Una sola noche de mal sueño puede hacer que tu cuerpo use peor la insulina al día siguiente y que tengas más antojos.',
    ],
    tips: [
      'Acuéstate y levántate a la misma hora.',
      'Apaga pantallas una hora antes de dormir.',
      'Cena ligero, al menos dos horas antes de acostarte.',
    ],
  },
  {
    icon: Flower2,
    title: '6. Calma el estrés',
    paragraphs: [
      'El estrés libera hormonas como el cortisol, que suben el azúcar en la sangre. Calmar tu cuerpo también es cuidar tu azúcar.',
    ],
    tips: [
      'Respira lento 5 minutos: toma aire en 4 tiempos y suéltalo en 6.',
      'Sal a caminar al aire libre o habla con alguien de confianza.',
      'Si la tristeza o la ansiedad no se van, pide ayuda a tu médico.',
    ],
  },
  {
    icon: Stethoscope,
    title: '7. Mide tu progreso con tu médico',
    paragraphs: [
      'Los cambios se ven en tus análisis. Pide a tu médico revisar tu A1C y tu glucosa en ayunas cada 3 a 6 meses.',
    ],
    tips: [
      'Anota cómo te sientes: energía, sueño, antojos, digestión.',
      'Si tomas medicinas para el azúcar, sobre todo insulina o sulfonilureas, habla con tu médico antes de cambiar mucho tu alimentación: podrías tener bajones de azúcar.',
      'Celebra los pasos pequeños: la constancia importa más que la perfección.',
    ],
  },
];
