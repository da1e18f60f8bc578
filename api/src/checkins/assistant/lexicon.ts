// How people actually write about each body system and feeling (Latin American and Spain usage).
import type { BodySystem, Emotion } from './assistant.js';
import { compilePatterns, type Pattern } from '@tm/shared-contracts/clinical';

const SYSTEM_PHRASES: Record<BodySystem, string[]> = {
  digestión: [
    'digest*, digier*, indigest*, estreni*, hinch*, inflamad*, inflama, inflamo, gases',
    'flatulenc*, acidez, agruras, reflujo, diarrea, evacu*, heces, popo, deposicion*',
    'colitis, colon, intestin*, estomago, panza, barriga, vientre, abdomen, abdominal',
    'pesadez, siento pesad*, cae* pesad*, caye* pesad*, cayo pesad*, cae* mal, caye* mal',
    'cayo mal, nause*, vomit*, eruct*, distendid*, distension, retortijon*, colico*',
    'laxant*, bristol',
  ],
  sueño: [
    'sueno, dorm*, duerm*, durm*, insomnio, desvel*, despert*, despiert*, acuest*',
    'acostar*, descans*, ronc*, apnea, pesadilla*, siesta, conciliar, levant* cansad*',
    'amanezco cansad*, madrugada, almohada',
  ],
  azúcar: [
    'azucar*, glucosa, glucemia, glicemia, glucometro, hipoglucemia, hiperglucemia, a1c',
    'hba1c, hemoglobina glicosilada, hemoglobina glucosilada, dulce*, antojo*, postre*',
    'galleta*, pastel*, refresco*, gaseosa*, chocolate*, harina*, carbohidrat*',
    'pan blanco, pan dulce, picos',
  ],
  energía: [
    'energia, cans*, agotad*, agotamiento, fatiga*, sin fuerza*, flojera, me arrastro',
    'debil*, decaid*, sin pilas, somnolencia, sueno despues comer, me da sueno, exhaust*',
    'vitalidad',
  ],
  hidratación: [
    'sed, sedient*, agua, hidrat*, deshidrat*, boca seca, garganta seca, labios partidos',
    'labios secos, piel seca, piel reseca, liquidos, orin*, pipi, pis, litros, infusion*',
    'tisana*',
  ],
  estrés: [
    'estres*, agobi*, abrumad*, tensa, tenso, mucha tension, bajo presion, mucha presion',
    'respiracion*, respirar lento, respirar profundo, medit*, relaj*, cortisol',
  ],
};

const EMOTION_PHRASES: Record<Emotion, string[]> = {
  cansancio: [
    'cans*, agotad*, agotamiento, fatiga*, sin energia, no tengo energia, sin fuerza*',
    'flojera, me arrastro, exhaust*, sin pilas',
  ],
  frustración: [
    'frustr*, frustad*, no aguanto, harta, harto, hartas, hartos, no puedo mas, me rindo',
    'desespera*, no avanzo, no veo resultados, nada funciona, coraje, rabia, enojad*',
    'enojo, irritable, mal humor, fastidi*, impotencia',
  ],
  ansiedad: ['ansiedad, ansios*, nervios*, preocup*, angusti*, panico, inquiet*'],
  tristeza: [
    'triste*, no tengo ganas de nada, sin ganas, aguitad*, deprimid*, depresion',
    'desanimad*, desmotivad*, ganas de nada, llor*, me siento sola, me siento solo',
    'melancol*, sin animo, bajonead*',
  ],
  motivación: [
    'motivad*, motivacion, siento muy bien, animad*, mas animo, con ganas, muchas ganas',
    'ganas de seguir, content*, feliz, alegr*, orgullos*, siento mejor, me encant*',
    'voy bien, logre, super bien, entusiasm*, emocionad*',
  ],
  culpa: [
    'culpa, culpable*, me da pena, remordimiento, arrepient*, arrepentid*, verguenza',
    'me porte mal, hice trampa',
  ],
  miedo: ['miedo, asustad*, asusta, terror, temor, temo, pavor'],
};

function compileAll<K extends string>(phrases: Record<K, string[]>): [K, Pattern[]][] {
  return (Object.entries(phrases) as [K, string[]][]).map(([k, v]) => [k, compilePatterns(v)]);
}

export const SYSTEM_PATTERNS = compileAll(SYSTEM_PHRASES);
export const EMOTION_PATTERNS = compileAll(EMOTION_PHRASES);
