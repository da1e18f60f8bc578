import type { HealthAnswers } from '../../shared/health-answers.js';

/** A short message built from the health form answers (the spec's /onboarding/mensaje dead end). */
export function personalMessage(answers: Partial<HealthAnswers> | null): string[] {
  const lines: string[] = [];
  const objetivos = answers?.objetivos?.trim();
  const sintomas = answers?.sintomas?.trim();
  const medicamentos = answers?.medicamentos?.trim();
  lines.push(
    objetivos
      ? `Nos contaste que tu objetivo es: «${objetivos}». Vamos a trabajar juntos en eso, paso a paso.`
      : 'Gracias por contarnos sobre ti. Vamos a trabajar juntos, paso a paso.',
  );
  if (sintomas)
    lines.push(
      `Lo que sientes («${sintomas}») es información valiosa: tu cuerpo te está hablando y vamos a aprender a escucharlo.`,
    );
  if (medicamentos)
    lines.push(
      'Como tomas medicamentos, cualquier cambio grande en tu alimentación lo hablaremos primero con tu médico.',
    );
  lines.push(
    'Ahora empieza tu observación de 5 días: solo anota, sin juzgarte, qué comes, cómo duermes y cómo va tu digestión.',
  );
  return lines;
}
