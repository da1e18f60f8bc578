import type { InitialReport } from '@tm/shared-contracts';

/** The static texts of §2, shown when no stored report can be read. */
export const STATIC_REPORT: InitialReport = {
  perfil: [
    'Gracias por compartir tu historia. Este es tu punto de partida: observar a tu cuerpo con curiosidad y sin juzgarte.',
  ],
  recomendaciones: [
    {
      tema: 'comidas',
      titulo: 'Equilibra tus comidas con grasa, fibra y proteína',
      texto: 'Arma cada comida con grasa buena, fibra y proteína: así el azúcar sube más despacio.',
    },
    {
      tema: 'inflamacion',
      titulo: 'Reduce la carga inflamatoria',
      texto: 'Menos azúcar, harinas refinadas y ultraprocesados; más verduras de colores y agua.',
    },
    {
      tema: 'sueno',
      titulo: 'Duerme de 7 a 8 horas',
      texto: 'Dormir de 7 a 8 horas ayuda a tu cuerpo a manejar mejor el azúcar.',
    },
    {
      tema: 'higado',
      titulo: 'Apoya tu hígado y tu sistema linfático',
      texto: 'Bebe agua a lo largo del día, come verduras amargas y muévete un poco cada día.',
    },
    {
      tema: 'calma',
      titulo: 'Calma tu sistema nervioso',
      texto:
        'Haz de 4 a 8 respiraciones lentas antes de cada comida: inhala contando 4, exhala contando 6.',
    },
  ],
  precauciones: [],
  avisos: [],
  analisis: [],
  enfoque:
    'Estos días, tu foco es el plato: grasa buena, fibra y proteína en cada comida, y 10 minutos de caminata después.',
  cita: {
    texto: 'Que tu alimento sea tu medicina y tu medicina sea tu alimento.',
    autor: 'Hipócrates',
  },
  aviso:
    'Este informe es educativo y confidencial. No sustituye la evaluación de un profesional de la salud. Consulta a tu médico antes de hacer cambios importantes en tu alimentación, tus medicamentos o tus suplementos.',
  fuente: 'reglas',
  diasObservados: 0,
};
