import type { Language } from '@tm/shared-contracts';

export interface LandingCopy {
  eyebrow: string;
  headline: string;
  lead: string;
  cta: string;
  ctaNote: string;
  benefitsTitle: string;
  benefits: { title: string; text: string }[];
}

/** Spanish first (§1); English only on the landing, through the header's ES/EN switch. */
export const LANDING_COPY: Record<Language, LandingCopy> = {
  es: {
    eyebrow: 'Programa educativo de nutrición funcional',
    headline: 'Revierte la diabetes desde la raíz, a tu ritmo',
    lead: 'Para personas con diabetes tipo 2, prediabetes o resistencia a la insulina. Aprende a comer, moverte y descansar de una forma que tu cuerpo entiende, con pasos sencillos y acompañamiento cada semana.',
    cta: 'Empieza tu prueba gratuita de 7 días',
    ctaNote:
      'Tu diagnóstico funcional toma 1-2 minutos. Después, 5 USD al mes; cancela cuando quieras.',
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
  },
  en: {
    eyebrow: 'Functional nutrition education programme',
    headline: 'Reverse diabetes from the root, at your own pace',
    lead: 'For people with type 2 diabetes, prediabetes or insulin resistance. Learn to eat, move and rest in a way your body understands, with simple steps and weekly support.',
    cta: 'Start your 7-day free trial',
    ctaNote: 'Your functional diagnosis takes 1-2 minutes. Then 5 USD a month; cancel anytime.',
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
  },
};
