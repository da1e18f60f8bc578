// The held-out evaluation of issue 14: 60 intake profiles written by people who never read the
// rules, frozen in profiles.json (never edited; its SHA-256 is checked below). Each concept is an
// honest check on the report's output, the same for every profile.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { intakeFieldsSchema, type InitialReport } from '@tm/shared-contracts/contracts';
import { emergencyContactsFor, stripAccents } from '@tm/shared-contracts/clinical';
import { containsMedicationInstruction } from '../../../checkins/assistant/safety.js';
import { buildInitialReport } from '../build-report.js';
import { a1cBand } from '../lab-notes.js';

const FILE = fileURLToPath(new URL('./profiles.json', import.meta.url));
export const PROFILES_SHA256 = '26e888dc6109b61052a68825ea57d6ef0598651a62d9f80d781eb42b1eff3e88';

interface Profile {
  id: string;
  description: string;
  intake: unknown;
  must: string[];
  mustNot: string[];
  note: string;
}

const raw = readFileSync(FILE);
const profiles = JSON.parse(raw.toString('utf8')) as Profile[];

const hasNote = (r: InitialReport, id: string) => r.avisos.some((a) => a.id === id);
const notesText = (r: InitialReport) => r.avisos.map((a) => `${a.titulo}\n${a.texto}`).join('\n');
/** What the report advises: recommendations and the focus (safety notes are not advice). */
const advice = (r: InitialReport) =>
  [...r.recomendaciones.map((x) => x.texto), r.enfoque].join('\n');
/** Everything the report says in its own words (the person's quoted words left out). */
const said = (r: InitialReport) =>
  [...r.perfil, notesText(r), advice(r)].join('\n').replace(/«[^»]*»/g, '');
/** Everything on the screen, the quoted reasons included. */
const shown = (r: InitialReport) =>
  [said(r), ...r.avisos.flatMap((a) => a.porque), ...r.recomendaciones.map((x) => x.texto)].join(
    '\n',
  );

const waterAdvice = (r: InitialReport) => /\bagua\b|hidrát/i.test(advice(r));
const a1c = (r: InitialReport) => r.analisis.find((l) => l.clave === 'a1c');

type Predicate = (r: InitialReport, arg: string) => boolean;
const CONCEPTS: Record<string, Predicate> = {
  insulin_or_sulfonylurea_warning: (r) => hasNote(r, 'hipoglucemia-medicamentos'),
  low_sugar_plan: (r) => /70 mg\/dL/.test(notesText(r)) && /15 gramos/.test(notesText(r)),
  water_advice: waterAdvice,
  fluid_limit_respected: (r) => hasNote(r, 'liquidos') && !waterAdvice(r),
  potassium_caution: (r) => hasNote(r, 'potasio'),
  more_legumes_or_fruit_advice: (r) => /legumbre|fruta|frijol|lenteja|garbanzo/i.test(advice(r)),
  nephrology_referral: (r) => /nefrólog|nefrolog/i.test(notesText(r)),
  cardiology_referral: (r) => /cardiólog|cardiolog/i.test(notesText(r)),
  obstetric_referral: (r) => /obstetr|obstétric/i.test(notesText(r)),
  sglt2_ketoacidosis_warning: (r) => hasNote(r, 'sglt2-cetoacidosis'),
  fasting_needs_supervision: (r) => hasNote(r, 'ayuno-supervision'),
  fasting_encouraged: (r) => /\bayun/i.test(advice(r)),
  eating_disorder_care: (r) => hasNote(r, 'trastorno-alimentario'),
  crisis_line: (r, country) => {
    const first = r.avisos[0];
    if (first?.id !== 'crisis' || !first.contacto) return false;
    return (
      country === 'ANY' || first.contacto.numero === emergencyContactsFor(country).crisisLine.number
    );
  },
  anemia_a1c_caveat: (r) => hasNote(r, 'anemia-a1c'),
  ldl_above_target: (r) => hasNote(r, 'ldl'),
  hdl_low: (r) => hasNote(r, 'hdl'),
  triglycerides_high: (r) => hasNote(r, 'trigliceridos'),
  // The A1C in % (the unit of the bands), whatever unit the person typed.
  a1c_value: (r, n) => {
    const lab = a1c(r);
    return lab !== undefined && Math.round(lab.valorBase * 10) / 10 === Number(n);
  },
  a1c_band: (r, band) => {
    const lab = a1c(r);
    return lab !== undefined && a1cBand(lab.valorBase) === band;
  },
  exercise_low_caution: (r) => hasNote(r, 'ejercicio-hipoglucemia'),
  heart_history_caution: (r) => hasNote(r, 'corazon'),
  medicine_named: (r, name) => stripAccents(said(r)).includes(stripAccents(name)),
  insulin_named: (r) => /insulin/i.test(shown(r)),
  dose_or_change: (r) => containsMedicationInstruction(said(r)),
};

function holds(report: InitialReport, concept: string): boolean {
  const [name = '', arg = ''] = concept.split(':');
  const predicate = CONCEPTS[name];
  if (!predicate) throw new Error(`Concepto sin comprobación: ${concept}`);
  return predicate(report, arg);
}

export function evaluate(profile: Profile): string[] {
  const report = buildInitialReport(intakeFieldsSchema.parse(profile.intake), []);
  return [
    ...profile.must.filter((c) => !holds(report, c)).map((c) => `falta ${c}`),
    ...profile.mustNot.filter((c) => holds(report, c)).map((c) => `sobra ${c}`),
  ];
}

it('the profiles file is the frozen one', () => {
  expect(createHash('sha256').update(raw).digest('hex')).toBe(PROFILES_SHA256);
  expect(profiles.length).toBeGreaterThanOrEqual(40);
});

it.each(profiles.map((p) => [p.id, p.description, p] as const))(
  '%s: %s',
  (_id, _description, profile) => {
    expect(evaluate(profile)).toEqual([]);
  },
);
