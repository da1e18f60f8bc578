// The intake's lab values in the report: each in the unit the person wrote, with its date, and a
// note with what to ask the doctor when it is off the diabetes targets. Sources: docs/decisions.md.
import type { ReportLab, SafetyNote } from '@tm/shared-contracts/contracts';
import {
  formatLab,
  LAB_MARKER_KIND,
  canonicalUnit,
  type ClinicalFacts,
  type LabFromText,
} from '@tm/shared-contracts/clinical';

type LabKey = ReportLab['clave'];
const LAB_KEYS: LabKey[] = ['a1c', 'colesterolTotal', 'ldl', 'hdl', 'trigliceridos', 'hemoglobina'];
const NAMES: Record<LabKey, string> = {
  a1c: 'A1C',
  colesterolTotal: 'colesterol total',
  ldl: 'LDL',
  hdl: 'HDL',
  trigliceridos: 'triglicéridos',
  hemoglobina: 'hemoglobina',
};

/** ADA 2025 §2: A1C bands. */
export const a1cBand = (percent: number) =>
  percent >= 6.5 ? 'diabetes' : percent >= 5.7 ? 'prediabetes' : 'normal';

/** "6,1 %", or "58 mmol/mol (7,5 %)" when the sheet used another unit than the rules. */
function asWritten(lab: LabFromText): string {
  const { value, unit, canonical, marker } = lab.reading!;
  const written = `${formatLab(value, unit)} ${unit}`;
  const base = canonicalUnit(LAB_MARKER_KIND[marker]);
  return unit === base ? written : `${written} (${formatLab(canonical, base)} ${base})`;
}
const when = (lab: LabFromText) => (lab.cuando ? ` (${lab.cuando})` : '');

export function reportLabs(c: ClinicalFacts): ReportLab[] {
  return LAB_KEYS.flatMap((clave) => {
    const lab = c.labs[clave];
    if (!lab?.reading) return [];
    return [
      {
        clave,
        valor: lab.reading.value,
        unidad: lab.reading.unit,
        valorBase: Math.round(lab.reading.canonical * 100) / 100,
        ...(lab.cuando ? { cuando: lab.cuando } : {}),
        texto: lab.quote,
      },
    ];
  });
}

/** Profile lines: the A1C with its band, and labs whose unit could not be told. */
export function labProfileLines(c: ClinicalFacts): string[] {
  const lines: string[] = [];
  const a1c = c.labs.a1c;
  if (a1c?.reading) {
    const band = a1cBand(a1c.reading.canonical);
    const says =
      band === 'diabetes'
        ? 'compatible con diabetes'
        : band === 'prediabetes'
          ? 'compatible con prediabetes'
          : 'un valor en rango normal';
    lines.push(`Tu A1C de ${asWritten(a1c)}${when(a1c)} es ${says}.`);
  }
  for (const clave of LAB_KEYS) {
    const lab = c.labs[clave];
    if (lab?.ambiguous)
      lines.push(
        `No sabemos en qué unidad está tu ${NAMES[clave]} («${lab.quote}»): revisa tu hoja del laboratorio y pregúntalo en tu próxima cita.`,
      );
  }
  return lines;
}

const note = (
  id: SafetyNote['id'],
  titulo: string,
  texto: string,
  lab: LabFromText,
): SafetyNote => ({
  id,
  nivel: 'analisis',
  titulo,
  texto,
  porque: [lab.quote],
});

/** The LDL target of ADA 2025 §10: 55 after a heart attack or stroke, 70 with risk factors. */
function ldlTarget(c: ClinicalFacts): number {
  if (c.heartAttack || c.stroke) return 55;
  const risk =
    c.hypertension ||
    c.smoking ||
    c.kidney ||
    c.medicines.some((m) => m.medicineClass === 'bloodPressure');
  return risk ? 70 : 100;
}

export function labNotes(c: ClinicalFacts): SafetyNote[] {
  const out: SafetyNote[] = [];
  const { a1c, hemoglobina, ldl, hdl, trigliceridos } = c.labs;
  if (a1c?.reading && a1c.reading.canonical >= 10)
    out.push(
      note(
        'a1c-muy-alta',
        'Tu A1C está muy alta',
        `Tu A1C de ${asWritten(a1c)} es muy alta. Habla con tu médico en los próximos días, sin esperar a tu cita de ` +
          'rutina: con este valor suele hacer falta revisar tu tratamiento. Si tienes mucha sed, orinas mucho, bajas de ' +
          'peso sin querer o vomitas, busca atención hoy.',
        a1c,
      ),
    );
  const anaemiaBelow = c.pregnancy ? 11 : 12;
  if (hemoglobina?.reading && hemoglobina.reading.canonical < anaemiaBelow)
    out.push(
      note(
        'anemia-a1c',
        'Tu hemoglobina baja y tu A1C',
        `Tu hemoglobina de ${asWritten(hemoglobina)} está baja: puede ser anemia (la OMS la considera baja por debajo de ` +
          '13 g/dL en hombres, 12 en mujeres y 11 en el embarazo). La anemia puede hacer que tu A1C salga más alta o más ' +
          'baja de lo real. Pregunta a tu médico: ¿cuál es la causa de mi anemia? ¿Mi A1C es confiable o conviene ' +
          'seguir mi glucosa de otra forma?',
        hemoglobina,
      ),
    );
  const target = ldlTarget(c);
  if (ldl?.reading && ldl.reading.canonical >= target) {
    const mgdl = Math.round(ldl.reading.canonical);
    out.push(
      note(
        'ldl',
        'Tu LDL está por encima de la meta',
        `Tu LDL ("colesterol malo") de ${asWritten(ldl)} está por encima de la meta para personas con ` +
          `diabetes: menos de 100 mg/dL, menos de 70 si hay otros factores de riesgo y menos de 55 si ya tuviste un ` +
          `infarto o un derrame; por lo que nos contaste, la tuya podría ser menos de ${target}.` +
          (mgdl >= 190 ? ' Un LDL de 190 o más necesita revisión médica pronto.' : '') +
          ' Pregunta a tu médico: ¿cuál es mi meta de LDL y qué me ayuda a llegar?',
        ldl,
      ),
    );
  }
  // ADA 2025 §10: HDL below 40 mg/dL in men, 50 in women; unknown sex keeps 40.
  const female = c.sex === 'mujer' || Boolean(c.pregnancy || c.breastfeeding);
  if (hdl?.reading && hdl.reading.canonical < (female ? 50 : 40))
    out.push(
      note(
        'hdl',
        'Tu HDL está bajo',
        `Tu HDL ("colesterol bueno") de ${asWritten(hdl)} está bajo (la meta es 40 mg/dL o más en hombres y 50 o más ` +
          'en mujeres). Moverte a diario y no fumar ayudan a subirlo. Pregunta a tu médico cómo cuenta en el cuidado de tu corazón.',
        hdl,
      ),
    );
  if (trigliceridos?.reading && trigliceridos.reading.canonical >= 150) {
    const veryHigh = trigliceridos.reading.canonical >= 500;
    out.push(
      note(
        'trigliceridos',
        veryHigh ? 'Tus triglicéridos están muy altos' : 'Tus triglicéridos están altos',
        `Tus triglicéridos de ${asWritten(trigliceridos)} están ${veryHigh ? 'muy ' : ''}altos (la meta es menos de ` +
          `150 mg/dL). ${
            veryHigh
              ? 'Con 500 o más sube el riesgo de pancreatitis: consulta a tu médico en los próximos días, y si tienes dolor fuerte de abdomen ve a urgencias hoy.'
              : 'Suelen bajar con menos azúcar, harinas refinadas y alcohol.'
          } Pregunta a tu médico qué los sube en tu caso y cuándo repetirlos.`,
        trigliceridos,
      ),
    );
  }
  return out;
}
