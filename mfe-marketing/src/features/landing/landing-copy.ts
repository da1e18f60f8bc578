import type { Language } from '@tm/shared-contracts';
import {
  HERO_PICTURE,
  PILLAR_PICTURES,
  type Pillar,
  type PictureText,
} from '@tm/shared-contracts/ui';

export interface LandingCopy {
  eyebrow: string;
  headline: string;
  lead: string;
  cta: string;
  ctaNote: string;
  /** What the hero's picture shows, for a screen reader. */
  heroPicture: PictureText;
  benefitsTitle: string;
  benefits: { title: string; text: string }[];
  ctaTooltip: string;
  pillarsTitle: string;
  pillars: { pillar: Pillar; picture: PictureText; title: string; text: string }[];
  storiesTitle: string;
  storyAge: (edad: number) => string;
  storyHba1c: (antes: number, despues: number) => string;
  storyWeight: (kg: number) => string;
  subscriptionTitle: string;
  subscriptionLead: string;
  includesTitle: string;
  includes: string[];
  howTitle: string;
  how: string[];
  subscriptionCta: string;
  processing: string;
  subscriptionNote: string;
  disclaimerTitle: string;
  disclaimer: string;
  disclaimerDate: string;
}

const EN_PILLAR_PICTURES: Record<Pillar, PictureText> = {
  nutrition: {
    title: 'A bowl of real food',
    description:
      'A bowl with green leaves, tomato and avocado: real food, with fibre and good fat.',
  },
  movement: {
    title: 'A person walking',
    description: 'A person walks calmly along a path: moving a little every day.',
  },
  stress: {
    title: 'A lotus flower on the water',
    description: 'An open lotus flower on still water: breathing slowly and resting.',
  },
};

/** Spanish first (§1); English only on the landing, through the header's ES/EN switch. */
export const LANDING_COPY: Record<Language, LandingCopy> = {
  es: {
    eyebrow: 'Programa educativo de nutrición funcional',
    headline: 'Revierte la diabetes desde la raíz, a tu ritmo',
    lead: 'Para personas con diabetes tipo 2, prediabetes o resistencia a la insulina. Aprende a comer, moverte y descansar de una forma que tu cuerpo entiende, con pasos sencillos y acompañamiento cada semana.',
    cta: 'Empieza tu prueba gratuita de 7 días',
    ctaNote:
      'Tu diagnóstico funcional toma 1-2 minutos. Después, 5 USD al mes; cancela cuando quieras.',
    heroPicture: HERO_PICTURE,
    benefitsTitle: '¿Qué significa revertir la diabetes desde la raíz?',
    benefits: [
      {
        title: 'Mejora metabólica',
        text: 'Azúcar más estable con comidas que equilibran grasa, fibra y proteína.',
      },
      {
        title: 'Salud cardiovascular',
        text: 'Menos inflamación y un corazón que trabaja con más calma.',
      },
      {
        title: 'Energía y vitalidad',
        text: 'Mejor sueño, mejor digestión y más ganas para tu día.',
      },
    ],
    ctaTooltip: 'Primero un diagnóstico de 3 preguntas. Sin tarjeta para empezar.',
    pillarsTitle: 'Los 3 pilares del programa',
    pillars: [
      {
        pillar: 'nutrition',
        picture: PILLAR_PICTURES.nutrition,
        title: 'Nutrición funcional',
        text: 'Platos sencillos con verduras, proteína y grasas buenas que mantienen tu azúcar estable. Sin dietas extremas.',
      },
      {
        pillar: 'movement',
        picture: PILLAR_PICTURES.movement,
        title: 'Movimiento consciente',
        text: 'Caminatas cortas después de comer y ejercicios suaves, a tu ritmo y según tu cuerpo.',
      },
      {
        pillar: 'stress',
        picture: PILLAR_PICTURES.stress,
        title: 'Manejo del estrés',
        text: 'Respiración lenta, buen descanso y rutinas que calman a tu cuerpo, porque el estrés también sube el azúcar.',
      },
    ],
    storiesTitle: 'Historias de éxito',
    storyAge: (edad) => `${edad} años`,
    storyHba1c: (antes, despues) => `HbA1c: de ${antes} % a ${despues} %`,
    storyWeight: (kg) => (kg < 0 ? `Peso: ${Math.abs(kg)} kg menos` : `Peso: ${kg} kg más`),
    subscriptionTitle: 'Empieza con 7 días gratis',
    subscriptionLead:
      'Prueba el programa completo durante 7 días. Después, 5 USD al mes. Cancela cuando quieras.',
    includesTitle: 'Tu prueba gratuita incluye',
    includes: [
      'Tu diagnóstico funcional y tu historia de salud completa',
      'Un registro guiado de 5 días de comidas, sueño y digestión',
      'Un informe inicial con tu plan personalizado',
      'Chat semanal con tu asistente de nutrición',
      'El Módulo 1 del programa',
    ],
    howTitle: '¿Cómo funciona?',
    how: [
      'Empieza tu prueba gratuita.',
      'Completa tu historia funcional.',
      'Registra 5 días de comidas, sueño y digestión.',
      'Recibe tu análisis y tu plan.',
      'A los 7 días, tu suscripción de 5 USD al mes se activa sola. Puedes cancelar antes.',
    ],
    subscriptionCta: 'Comenzar mi prueba gratuita',
    processing: 'Procesando...',
    subscriptionNote: 'Pago seguro. Cancela cuando quieras desde tu perfil.',
    disclaimerTitle: 'Aviso médico',
    disclaimer:
      'Este programa es educativo y confidencial. No reemplaza la evaluación, el diagnóstico ni el tratamiento de un profesional de la salud. Consulta a tu médico antes de hacer cambios importantes en tu alimentación o en tus suplementos, y no cambies tus medicinas por tu cuenta.',
    disclaimerDate: 'Última actualización: octubre de 2025.',
  },
  en: {
    eyebrow: 'Functional nutrition education programme',
    headline: 'Reverse diabetes from the root, at your own pace',
    lead: 'For people with type 2 diabetes, prediabetes or insulin resistance. Learn to eat, move and rest in a way your body understands, with simple steps and weekly support.',
    cta: 'Start your 7-day free trial',
    ctaNote: 'Your functional diagnosis takes 1-2 minutes. Then 5 USD a month; cancel anytime.',
    heroPicture: {
      title: 'A calm sunrise',
      description:
        'The sun rises over green hills; a path climbs slowly between them and a plant sprouts beside it: moving forward at your pace.',
    },
    benefitsTitle: 'What does reversing diabetes from the root mean?',
    benefits: [
      {
        title: 'Metabolic improvement',
        text: 'Steadier blood sugar with meals that balance fat, fibre and protein.',
      },
      { title: 'Heart health', text: 'Less inflammation and a heart that works more calmly.' },
      {
        title: 'Energy and vitality',
        text: 'Better sleep, better digestion and more energy for your day.',
      },
    ],
    ctaTooltip: 'First a 3-question diagnosis. No card needed to start.',
    pillarsTitle: 'The 3 pillars of the programme',
    pillars: [
      {
        pillar: 'nutrition',
        picture: EN_PILLAR_PICTURES.nutrition,
        title: 'Functional nutrition',
        text: 'Simple plates with vegetables, protein and good fats that keep your blood sugar steady. No extreme diets.',
      },
      {
        pillar: 'movement',
        picture: EN_PILLAR_PICTURES.movement,
        title: 'Conscious movement',
        text: 'Short walks after meals and gentle exercise, at your pace and for your body.',
      },
      {
        pillar: 'stress',
        picture: EN_PILLAR_PICTURES.stress,
        title: 'Stress management',
        text: 'Slow breathing, good rest and calming routines, because stress raises blood sugar too.',
      },
    ],
    storiesTitle: 'Success stories',
    storyAge: (edad) => `${edad} years old`,
    storyHba1c: (antes, despues) => `HbA1c: from ${antes}% to ${despues}%`,
    storyWeight: (kg) => (kg < 0 ? `Weight: ${Math.abs(kg)} kg less` : `Weight: ${kg} kg more`),
    subscriptionTitle: 'Start with 7 free days',
    subscriptionLead: 'Try the whole programme for 7 days. Then 5 USD a month. Cancel anytime.',
    includesTitle: 'Your free trial includes',
    includes: [
      'Your functional diagnosis and your full health history',
      'A guided 5-day log of meals, sleep and digestion',
      'An initial report with your personalised plan',
      'Weekly chat with your nutrition assistant',
      'Module 1 of the programme',
    ],
    howTitle: 'How does it work?',
    how: [
      'Start your free trial.',
      'Complete your functional history.',
      'Log 5 days of meals, sleep and digestion.',
      'Receive your analysis and your plan.',
      'After 7 days your 5 USD a month subscription starts automatically. You can cancel before.',
    ],
    subscriptionCta: 'Start my free trial',
    processing: 'Processing...',
    subscriptionNote: 'Secure payment. Cancel anytime from your profile.',
    disclaimerTitle: 'Medical disclaimer',
    disclaimer:
      'This programme is educational and confidential. It does not replace the evaluation, diagnosis or treatment of a health professional. Talk to your doctor before making significant changes to your diet or supplements, and do not change your medication on your own.',
    disclaimerDate: 'Last updated: October 2025.',
  },
};
