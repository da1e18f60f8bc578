// Educational copy per body system, using what the person told us in the intake, and two small
// weekly steps per system: the second one when the topic already came up in an earlier week.
import type { BodySystem, PersonContext } from './assistant.js';
import { stripAccents } from '@tm/shared-contracts/clinical';

interface SystemGuidance {
  /** How we name the topic in a sentence: "Ya hablamos de tu sueño". */
  topic: string;
  learn: string;
  fromIntake: (person: PersonContext) => string | undefined;
  steps: readonly [string, string];
}

const lower = (value: string): string => value.trim().toLowerCase();

function sleepFromIntake({ horasSueno, satisfechoSueno }: PersonContext): string | undefined {
  if (!horasSueno?.trim()) return undefined;
  const hours = /hora/i.test(horasSueno) ? lower(horasSueno) : `${lower(horasSueno)} horas`;
  const satisfied = stripAccents(satisfechoSueno ?? '');
  const rest = satisfied.startsWith('si')
    ? ' y que sueles descansar bien'
    : satisfied
      ? ' y que no siempre descansas bien'
      : '';
  return `En tu historial anotaste que duermes ${hours}${rest}.`;
}

function bowelsFromIntake({ frecuenciaEvacuaciones }: PersonContext): string | undefined {
  if (!frecuenciaEvacuaciones?.trim()) return undefined;
  const frequency = stripAccents(frecuenciaEvacuaciones);
  const note = /cada dos|menos de tres/.test(frequency)
    ? ' Ir menos de una vez al día puede ser estreñimiento; el agua, la fibra y caminar ayudan.'
    : /tres o mas/.test(frequency)
      ? ' Si las heces son muy sueltas, cuéntaselo a tu médico.'
      : '';
  return `En tu historial anotaste que vas al baño ${lower(frecuenciaEvacuaciones)}.${note}`;
}

function energyFromIntake({ nivelEnergia }: PersonContext): string | undefined {
  if (nivelEnergia === undefined || !Number.isFinite(nivelEnergia)) return undefined;
  if (nivelEnergia < 1 || nivelEnergia > 10) return undefined;
  return `En tu historial marcaste tu energía en ${Math.round(nivelEnergia)} de 10.`;
}

function moodFromIntake({ estadoAnimo }: PersonContext): string | undefined {
  if (!estadoAnimo?.trim()) return undefined;
  return `En tu historial describiste tu ánimo como «${lower(estadoAnimo)}».`;
}

export const GUIDANCE: Record<BodySystem, SystemGuidance> = {
  azúcar: {
    topic: 'tu azúcar',
    learn:
      'Para cuidar tu azúcar, llena la mitad del plato con verduras, un cuarto con proteína y un ' +
      'cuarto con carbohidratos, y suma una grasa buena. Caminar un poco después de comer ayuda ' +
      'a que la glucosa suba menos.',
    fromIntake: () => undefined,
    steps: [
      'camina 10 minutos después de tu comida más grande, todos los días.',
      'en la merienda, cambia el pan dulce o las galletas por una fruta con un puñado de nueces.',
    ],
  },
  sueño: {
    topic: 'tu sueño',
    learn:
      'Dormir bien ayuda a tu cuerpo a usar mejor la insulina. Cuando dormimos poco, al día ' +
      'siguiente hay más hambre y más antojos.',
    fromIntake: sleepFromIntake,
    steps: [
      'apaga las pantallas una hora antes de dormir y acuéstate a la misma hora cada noche.',
      'cena al menos dos horas antes de acostarte y deja tu cuarto oscuro y fresco.',
    ],
  },
  digestión: {
    topic: 'tu digestión',
    learn:
      'Tu digestión mejora cuando comes despacio, masticas bien y sumas fibra poco a poco: ' +
      'verduras, semillas y legumbres.',
    fromIntake: bowelsFromIntake,
    steps: [
      'mastica cada bocado unas 20 veces y deja el tenedor en la mesa entre bocados.',
      'agrega una porción de verduras cocidas a tu comida y a tu cena.',
    ],
  },
  estrés: {
    topic: 'el estrés',
    learn:
      'El estrés sube una hormona llamada cortisol, y el cortisol sube el azúcar en la sangre. ' +
      'Respirar lento le dice a tu cuerpo que está a salvo.',
    fromIntake: moodFromIntake,
    steps: [
      'haz la respiración 4-8 (tomas aire en 4 tiempos y lo sueltas en 8) cinco veces, dos ' +
        'veces al día.',
      'da un paseo de 10 minutos sin teléfono cuando sientas tensión.',
    ],
  },
  energía: {
    topic: 'tu energía',
    learn:
      'La energía estable viene de comidas con proteína, fibra y grasa buena, de dormir bien y ' +
      'de moverte un poco cada día.',
    fromIntake: energyFromIntake,
    steps: [
      'incluye una proteína en tu desayuno, como huevo, yogur natural o queso fresco.',
      'sal a caminar 10 minutos con luz de día por la mañana.',
    ],
  },
  hidratación: {
    topic: 'cuánta agua tomas',
    learn:
      'El agua ayuda a tu digestión, a tu energía y a que tus riñones saquen el azúcar que ' +
      'sobra. Las bebidas con azúcar, en cambio, suben la glucosa.',
    fromIntake: () => undefined,
    steps: [
      'toma un vaso de agua al despertar y otro antes de cada comida, si tu médico no te ha ' +
        'limitado los líquidos.',
      'lleva contigo una botella de agua y rellénala dos veces al día, si tu médico no te ha ' +
        'limitado los líquidos.',
    ],
  },
};

export const GENERAL_LEARN =
  'Cada semana cuenta. Un buen plato tiene verduras, proteína y una grasa buena; así tu azúcar ' +
  'sube menos y tienes más energía.';

export const GENERAL_STEP =
  'en tres comidas de esta semana, anota qué comiste y cómo te sentiste una hora después.';
