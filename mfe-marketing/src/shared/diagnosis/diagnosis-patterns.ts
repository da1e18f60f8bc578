import { z } from 'zod';
import { LIMITS } from '@tm/shared-contracts';

export const CATEGORIAS = ['Metabólico', 'Digestivo', 'Estrés', 'Inflamatorio'] as const;
export type Categoria = (typeof CATEGORIAS)[number];

export const COMBINED_PATTERNS = [
  'Metabólico-Digestivo',
  'Metabólico-Estrés',
  'Metabólico-Inflamatorio',
  'Digestivo-Estrés',
  'Digestivo-Inflamatorio',
  'Estrés-Inflamatorio',
] as const;
export type PatternKey = Categoria | (typeof COMBINED_PATTERNS)[number];

export const resultPatternSchema = z.object({
  patron: z.string().min(1),
  descripcion: z.string().min(1),
  recomendaciones: z.array(z.string().min(1)).length(LIMITS.recommendationsPerPattern),
});
export type ResultPattern = z.infer<typeof resultPatternSchema>;

const REC = {
  plato:
    'Arma tu plato así: la mitad verduras, un cuarto proteína y un cuarto carbohidratos como frijoles, camote o tortilla de maíz.',
  ordenComida:
    'Empieza tus comidas con las verduras y la proteína, y deja los carbohidratos para el final.',
  caminar: 'Camina de 10 a 15 minutos después de comer: ayuda a que tu azúcar baje mejor.',
  bebidas: 'Cambia los refrescos y jugos por agua natural, agua con limón o té sin azúcar.',
  medicinas:
    'Si tomas medicinas para el azúcar, habla con tu médico antes de hacer cambios grandes en lo que comes.',
  masticar: 'Come despacio y mastica bien cada bocado. Deja el tenedor en la mesa entre bocados.',
  fibra: 'Suma fibra poco a poco: verduras cocidas, avena, frijoles y semillas de chía o linaza.',
  fermentados: 'Prueba alimentos fermentados como yogur natural sin azúcar, kéfir o chucrut.',
  diarioDigestivo:
    'Anota qué comes y cómo te sientes después. Si tienes dolor fuerte, sangre al ir al baño o bajas de peso sin querer, ve con tu médico.',
  dormir: 'Busca dormir de 7 a 8 horas, y acuéstate y levántate a la misma hora cada día.',
  pantallas: 'Apaga las pantallas una hora antes de dormir y deja tu cuarto oscuro y fresco.',
  respirar:
    'Respira lento 5 minutos, dos veces al día: toma aire en 4 tiempos y suéltalo en 6. También ayuda antes de comer.',
  cenaLigera:
    'Cena ligero, al menos 2 horas antes de acostarte, y evita el café después del mediodía.',
  apoyo:
    'Habla de cómo te sientes con alguien de confianza. Si la tristeza o la ansiedad te quitan la paz, pide ayuda a tu médico.',
  eliminacion: `Prueba ${LIMITS.inflammatoryEliminationDays} días sin azúcar, harinas blancas, ultraprocesados, gluten ni lácteos. Después vuelve a comerlos uno por uno y observa cómo te sientes. Coméntalo antes con tu médico.`,
  omega3: 'Come pescados como sardina o salmón dos veces por semana, y también nueces o linaza.',
  colores:
    'Llena tu plato de colores: verduras y frutas moradas, rojas y verdes. Cocina con cúrcuma, jengibre y aceite de oliva.',
  moverseSuave:
    'Muévete suave cada día, por ejemplo caminar o estirarte. Si una articulación está roja, caliente o muy hinchada, ve con tu médico.',
} as const;

const INTRO = 'Tus respuestas son compatibles con';

export const PATTERNS: Record<PatternKey, ResultPattern> = {
  Metabólico: {
    patron: 'Patrón metabólico: tu cuerpo pide equilibrio en el azúcar',
    descripcion: `${INTRO} un patrón metabólico. Es común sentir sueño después de comer, antojos de dulce y bajones de energía. Suele pasar cuando el azúcar en la sangre sube y baja mucho durante el día. La buena noticia: con comida de verdad y hábitos sencillos, tu cuerpo puede responder mejor.`,
    recomendaciones: [REC.plato, REC.ordenComida, REC.caminar, REC.bebidas, REC.medicinas],
  },
  Digestivo: {
    patron: 'Patrón digestivo: tu digestión necesita cariño',
    descripcion: `${INTRO} un patrón digestivo. Es común sentir el estómago inflamado, gases, acidez o ir al baño sin regularidad. Una digestión tranquila ayuda a tu cuerpo a aprovechar la comida y a manejar mejor el azúcar.`,
    recomendaciones: [REC.masticar, REC.fibra, REC.fermentados, REC.bebidas, REC.diarioDigestivo],
  },
  Estrés: {
    patron: 'Patrón de estrés: tu cuerpo necesita descanso',
    descripcion: `${INTRO} un patrón de estrés. El estrés y el mal dormir suben las hormonas que elevan el azúcar en la sangre y despiertan los antojos. Cuidar tu descanso también es cuidar tu azúcar.`,
    recomendaciones: [REC.dormir, REC.pantallas, REC.respirar, REC.cenaLigera, REC.apoyo],
  },
  Inflamatorio: {
    patron: 'Patrón inflamatorio: tu cuerpo da señales de inflamación',
    descripcion: `${INTRO} un patrón inflamatorio. El dolor en las articulaciones, la rigidez, los cambios en la piel o la hinchazón pueden ser señales de inflamación. Algunos alimentos la empeoran y otros te ayudan a calmarla.`,
    recomendaciones: [REC.eliminacion, REC.omega3, REC.colores, REC.caminar, REC.moverseSuave],
  },
  'Metabólico-Digestivo': {
    patron: 'Patrón metabólico y digestivo: tu azúcar y tu digestión van de la mano',
    descripcion: `${INTRO} un patrón metabólico y digestivo a la vez. Los antojos y el cansancio después de comer se juntan con molestias como gases o estreñimiento. Tu digestión y tu azúcar se afectan una a la otra, por eso conviene cuidar las dos.`,
    recomendaciones: [REC.plato, REC.masticar, REC.fibra, REC.caminar, REC.medicinas],
  },
  'Metabólico-Estrés': {
    patron: 'Patrón metabólico y de estrés: tu azúcar y tu descanso se afectan',
    descripcion: `${INTRO} un patrón metabólico y de estrés a la vez. El estrés y el mal dormir suben el azúcar y los antojos, y los bajones de azúcar aumentan los nervios. Cuidar tu plato y tu descanso rompe este círculo.`,
    recomendaciones: [REC.plato, REC.dormir, REC.respirar, REC.caminar, REC.medicinas],
  },
  'Metabólico-Inflamatorio': {
    patron: 'Patrón metabólico e inflamatorio: tu azúcar y la inflamación se alimentan',
    descripcion: `${INTRO} un patrón metabólico e inflamatorio a la vez. El azúcar alta por mucho tiempo aumenta la inflamación, y la inflamación hace que la insulina funcione peor. Con comida de verdad puedes calmar las dos.`,
    recomendaciones: [REC.eliminacion, REC.plato, REC.omega3, REC.caminar, REC.medicinas],
  },
  'Digestivo-Estrés': {
    patron: 'Patrón digestivo y de estrés: tu intestino siente tus emociones',
    descripcion: `${INTRO} un patrón digestivo y de estrés a la vez. El intestino y el cerebro están muy conectados: los nervios pueden causar gases, acidez o estreñimiento, y una digestión molesta no te deja descansar.`,
    recomendaciones: [REC.respirar, REC.masticar, REC.fibra, REC.dormir, REC.diarioDigestivo],
  },
  'Digestivo-Inflamatorio': {
    patron: 'Patrón digestivo e inflamatorio: tu intestino pide calma',
    descripcion: `${INTRO} un patrón digestivo e inflamatorio a la vez. Cuando el intestino está irritado, algunos alimentos pueden provocar inflamación en otras partes del cuerpo, como la piel o las articulaciones.`,
    recomendaciones: [
      REC.eliminacion,
      REC.masticar,
      REC.fermentados,
      REC.colores,
      REC.diarioDigestivo,
    ],
  },
  'Estrés-Inflamatorio': {
    patron: 'Patrón de estrés e inflamatorio: tu cuerpo necesita pausa',
    descripcion: `${INTRO} un patrón de estrés e inflamatorio a la vez. El estrés constante y el mal dormir mantienen encendida la inflamación, y el dolor o la rigidez hacen más difícil descansar.`,
    recomendaciones: [REC.eliminacion, REC.dormir, REC.respirar, REC.omega3, REC.moverseSuave],
  },
};
