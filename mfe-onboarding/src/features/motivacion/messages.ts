/** The ten messages of 'Mensaje Funcional del Día' (§4: 10 messages, every 30 s). */
export const MOTIVATIONAL_MESSAGES = [
  'Tu cuerpo no está en tu contra: te está hablando. Hoy aprendemos a escucharlo.',
  'Cada comida es una oportunidad de darle a tu cuerpo lo que necesita.',
  'Pequeños cambios sostenidos valen más que grandes cambios que no duran.',
  'Caminar 10 minutos después de comer ayuda a tu azúcar más de lo que imaginas.',
  'Dormir bien también es tratamiento: tu descanso cuida tu glucosa.',
  'No se trata de comer menos, sino de comer mejor: grasa buena, fibra y proteína.',
  'Respirar despacio calma tu sistema nervioso y también tu azúcar.',
  'Observar sin juzgarte es el primer paso para entender a tu cuerpo.',
  'Tu historia importa: cada dato que compartes nos ayuda a acompañarte mejor.',
  'Hoy es un buen día para empezar. Tu cuerpo sabe sanar cuando le damos lo necesario.',
] as const;
