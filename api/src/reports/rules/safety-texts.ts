// Sentences several safety notes share, and the small formatters they use.
import type { MedicineFact } from '@tm/shared-contracts/clinical';

/** ADA Standards of Care 2025, section 6: the 15-15 rule for glucose below 70 mg/dL. */
export const LOW_SUGAR_PLAN =
  'Si sientes temblor, sudor frío, mareo o confusión, mide tu glucosa: si está por debajo de 70 mg/dL, ' +
  'come 15 gramos de azúcar rápida (por ejemplo, medio vaso de jugo o 3 caramelos), vuelve a medirte ' +
  'en 15 minutos y repite si sigue baja. Si no mejoras o te cuesta pensar con claridad, llama a emergencias.';

export const fmt = (n: number) => String(Math.round(n * 10) / 10).replace('.', ',');

/** "insulina", "insulina y glibenclamida", "metformina, losartán y jardiance". */
export function joinNames(names: string[]): string {
  const unique = [...new Set(names)];
  if (unique.length <= 1) return unique[0] ?? '';
  return `${unique.slice(0, -1).join(', ')} y ${unique[unique.length - 1]}`;
}

export const namesOf = (medicines: MedicineFact[]) => joinNames(medicines.map((m) => m.name));

/** "Este medicamento puede" or "Estos medicamentos pueden", never the singular for two. */
export const thisMedicine = (count: number) =>
  count > 1 ? 'Estos medicamentos pueden' : 'Este medicamento puede';

export const quotes = (...facts: ({ quote: string } | undefined)[]) => [
  ...new Set(facts.flatMap((f) => (f ? [f.quote] : []))),
];
