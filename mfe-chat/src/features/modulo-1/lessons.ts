import type { Module1LessonId } from '@tm/shared-contracts';

export interface Lesson {
  id: Module1LessonId;
  day: number;
  title: string;
  /** Short paragraphs, 5th–6th grade reading level. */
  body: string[];
  /** The one thing to do today; the checkbox says it is done. */
  action: string;
}

/** Module 1: one short lesson a day for a week, on functional nutrition for insulin resistance. */
export const MODULE_1_LESSONS: Lesson[] = [
  {
    id: 'plato',
    day: 1,
    title: 'El plato que calma tu azúcar',
    body: [
      'Cuando comes harinas o dulces solos, el azúcar en tu sangre sube rápido y después baja de golpe. Eso trae hambre, cansancio y antojos.',
      'La fibra, la proteína y la grasa buena hacen que el azúcar suba más despacio. Por eso las ponemos en cada comida.',
      'Arma tu plato así: la mitad con verduras; un cuarto con proteína (huevo, pescado, pollo, frijoles); un cuarto con almidón (arroz, papa, tortilla); y una grasa buena (aguacate, aceite de oliva, nueces).',
    ],
    action: 'Hoy armé al menos una comida con medio plato de verduras, proteína y una grasa buena.',
  },
  {
    id: 'etiquetas',
    day: 2,
    title: 'Leer etiquetas sin complicarte',
    body: [
      'Las etiquetas dicen mucho, pero basta con mirar tres cosas.',
      'Primero, la porción: todos los números son para esa cantidad, no para el paquete entero.',
      'Segundo, los azúcares añadidos: mejor si son pocos. El azúcar tiene muchos nombres: jarabe de maíz, dextrosa, maltodextrina, miel, jugo concentrado.',
      'Tercero, la lista de ingredientes: van de mayor a menor cantidad. Si el azúcar o la harina refinada están entre los primeros, es un producto para de vez en cuando.',
    ],
    action: 'Hoy leí la etiqueta de un alimento que compro seguido y busqué sus azúcares añadidos.',
  },
  {
    id: 'caminar',
    day: 3,
    title: 'Caminar después de comer',
    body: [
      'Tus músculos usan el azúcar de la sangre como gasolina, incluso sin insulina.',
      'Por eso, caminar 10 a 15 minutos después de comer ayuda a que el azúcar suba menos. No hace falta ir rápido: basta un paso en el que todavía puedas conversar.',
      'Si no puedes salir, camina dentro de casa, sube y baja un escalón o mueve brazos y piernas sentada o sentado.',
    ],
    action: 'Hoy caminé al menos 10 minutos después de mi comida más grande.',
  },
  {
    id: 'agua',
    day: 4,
    title: 'Agua en lugar de bebidas dulces',
    body: [
      'Los refrescos, los jugos y el café con azúcar suben el azúcar muy rápido, porque el líquido no necesita digerirse.',
      'El agua no sube el azúcar y ayuda a tus riñones. Si te cuesta tomarla sola, agrega rodajas de limón, pepino o hierbabuena.',
      'Un truco: deja un vaso o una botella de agua a la vista, en la mesa o junto a tu silla.',
    ],
    action: 'Hoy cambié una bebida dulce por agua natural o agua con fruta en rodajas.',
  },
  {
    id: 'sueno',
    day: 5,
    title: 'Dormir para que la insulina funcione',
    body: [
      'Una sola noche de mal sueño hace que la insulina funcione peor al día siguiente. También aumenta el hambre y las ganas de dulce.',
      'La meta es dormir de 7 a 8 horas. Ayuda acostarte y levantarte a la misma hora, cenar al menos dos horas antes de dormir y dejar el cuarto oscuro y fresco.',
      'Las pantallas engañan al cerebro, que cree que todavía es de día. Apágalas una hora antes de acostarte.',
    ],
    action: 'Hoy apagué las pantallas una hora antes de dormir.',
  },
  {
    id: 'respiracion',
    day: 6,
    title: 'Respiración 4-8 para el estrés',
    body: [
      'El estrés sube una hormona llamada cortisol, y el cortisol sube el azúcar en la sangre.',
      'Respirar lento le dice a tu cuerpo que está a salvo. Prueba la respiración 4-8: toma aire por la nariz contando hasta 4 y suéltalo por la boca contando hasta 8.',
      'Hazlo cinco veces seguidas, dos veces al día. Si te mareas, respira normal y vuelve a intentarlo más suave.',
    ],
    action: 'Hoy hice cinco respiraciones 4-8, dos veces en el día.',
  },
  {
    id: 'repaso',
    day: 7,
    title: 'Tu semana y tu próximo paso',
    body: [
      'Esta semana aprendiste cinco hábitos: el plato equilibrado, leer etiquetas, caminar después de comer, dormir bien y respirar lento. También cambiaste bebidas dulces por agua.',
      'No hace falta hacerlo todo perfecto. Elige el hábito que te resultó más fácil y repítelo cada día de la próxima semana.',
      'Cuéntale a tu asistente en el chat semanal cómo te fue: te responderá con un paso pensado para ti.',
    ],
    action: 'Hoy elegí el hábito que voy a repetir toda la próxima semana.',
  },
];
