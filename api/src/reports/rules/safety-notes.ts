// The report's safety notes, before any advice: crisis line first, then what needs a doctor.
// Each note names the professional who supervises and quotes the words it came from. No note
// names a dose or tells anyone to start, stop or change a medicine. Sources: docs/decisions.md.
import type { SafetyNote } from '@tm/shared-contracts/contracts';
import {
  emergencyContactsFor,
  HYPOGLYCAEMIA_CLASSES,
  takesClass,
  type ClinicalFacts,
} from '@tm/shared-contracts/clinical';
import type { Restrictions } from './restrictions.js';
import { fmt, LOW_SUGAR_PLAN, namesOf, quotes, thisMedicine } from './safety-texts.js';

type Note = SafetyNote;
const note = (
  id: Note['id'],
  titulo: string,
  texto: string,
  porque: string[],
  nivel: Note['nivel'] = 'importante',
): Note => ({ id, nivel, titulo, texto, porque });

function crisis(c: ClinicalFacts, pais: string | undefined): Note[] {
  if (!c.hopelessness) return [];
  const contacts = emergencyContactsFor(pais);
  const { name, number } = contacts.crisisLine;
  return [
    {
      ...note(
        'crisis',
        'Si hoy sientes que no puedes más, no estás sola ni solo',
        `Lo que nos escribiste nos importa mucho. Si piensas que no vale la pena seguir o en hacerte daño, ` +
          `llama ahora a ${name}: ${number}. Es confidencial y te atiende una persona. Si estás en peligro, ` +
          `llama a emergencias (${contacts.emergency}). Cuéntaselo también a tu médico y a alguien de confianza.`,
        quotes(c.hopelessness),
        'urgente',
      ),
      contacto: { nombre: name, numero: number },
    },
  ];
}

function lowSugar(c: ClinicalFacts, r: Restrictions): Note[] {
  const meds = takesClass(c, ...HYPOGLYCAEMIA_CLASSES);
  const out: Note[] = [];
  if (r.possibleLows) {
    // The medicine comes first: "baja … insulina" would read as an instruction to lower it.
    const why =
      meds.length > 0
        ? `Como usas ${namesOf(meds)}, lo que nos contaste puede ser hipoglucemia (azúcar baja).`
        : 'Lo que nos contaste puede ser un bajón de azúcar, entre otras causas.';
    out.push(
      note(
        'sintomas-azucar-baja',
        'Lo que sientes puede ser azúcar baja',
        `${why} La próxima vez que lo sientas, mide tu glucosa en ese momento y anota el número. ` +
          `${LOW_SUGAR_PLAN} Avísale pronto a tu médico: necesita saberlo para revisar tu tratamiento contigo.`,
        quotes(c.lowSugarSymptoms, ...meds),
        meds.length > 0 ? 'urgente' : 'importante',
      ),
    );
  }
  if (meds.length > 0)
    out.push(
      note(
        'hipoglucemia-medicamentos',
        'Tus medicamentos y el azúcar baja',
        `Usas ${namesOf(meds)}. ${thisMedicine(meds.length)} bajar demasiado tu azúcar (hipoglucemia) si comes menos ` +
          `carbohidratos, te saltas comidas o te mueves más de lo habitual. Antes de cambiar tu alimentación, habla con ` +
          `tu médico: cualquier cambio en tus medicamentos lo decide tu médico contigo. ${LOW_SUGAR_PLAN}`,
        quotes(...meds),
      ),
    );
  return out;
}

function pregnancy(c: ClinicalFacts): Note[] {
  const out: Note[] = [];
  if (c.pregnancy) {
    const weeks = c.pregnancy.weeks ? ` (unas ${c.pregnancy.weeks} semanas)` : '';
    const fasting =
      c.fasting || c.lowCarb
        ? ' Nos contaste que te interesa ayunar o comer muy pocos carbohidratos: en el embarazo no se recomienda; háblalo primero con tu equipo obstétrico.'
        : '';
    out.push(
      note(
        'embarazo',
        'Estás embarazada: tu equipo obstétrico primero',
        `Estás embarazada${weeks}. Tu alimentación, tus metas de glucosa y cualquier cambio se acuerdan con tu equipo ` +
          `obstétrico (tu obstetra o tu ginecólogo). Este informe no sustituye tus consultas prenatales: llévalo a tu próxima cita.${fasting}`,
        quotes(c.pregnancy, c.fasting, c.lowCarb),
      ),
    );
  }
  if (c.breastfeeding)
    out.push(
      note(
        'lactancia',
        'Estás dando pecho',
        'La lactancia cambia lo que tu cuerpo necesita. Antes de ayunar, bajar mucho los carbohidratos o hacer cambios ' +
          'grandes, háblalo con tu médico o tu equipo obstétrico.',
        quotes(c.breastfeeding),
      ),
    );
  return out;
}

function eating(c: ClinicalFacts, r: Restrictions): Note[] {
  const out: Note[] = [];
  if (c.eatingDisorder)
    out.push(
      note(
        'trastorno-alimentario',
        'Tu historia con la comida',
        'Por lo que nos contaste, este informe no te propone contar calorías, saltarte comidas, ayunar ni seguir dietas ' +
          'estrictas. Cualquier cambio en tu alimentación conviene hacerlo con tu médico y con un profesional de salud ' +
          'mental o de nutrición con experiencia en trastornos de la conducta alimentaria.',
        quotes(c.eatingDisorder),
      ),
    );
  const intent = c.fasting ?? c.lowCarb;
  if (intent) {
    const reasons = [
      takesClass(c, ...HYPOGLYCAEMIA_CLASSES).length > 0 &&
        'tus medicamentos pueden bajar demasiado tu azúcar',
      takesClass(c, 'sglt2').length > 0 &&
        'tu medicamento del grupo SGLT2 puede causar cetoacidosis',
      c.pregnancy && 'estás embarazada',
      c.breastfeeding && 'estás dando pecho',
      c.eatingDisorder && 'tu historia con la comida',
      c.kidney && 'tus riñones',
    ].filter(Boolean);
    const what = c.fasting ? 'ayunar' : 'comer muy pocos carbohidratos';
    const opening =
      reasons.length > 0 && r.fastingNeedsSupervision
        ? `En tu caso no es seguro empezar por tu cuenta (${reasons.join('; ')}).`
        : 'Con diabetes o prediabetes, no conviene empezar por tu cuenta.';
    out.push(
      note(
        'ayuno-supervision',
        `Antes de ${what}, habla con tu médico`,
        `Nos contaste que te interesa ${what}. ${opening} Habla antes con tu médico${c.pregnancy ? ' y tu equipo obstétrico' : ''}: ` +
          'si lo aprueba, que te diga cómo vigilar tu glucosa y qué hacer si baja o sube.',
        quotes(intent),
      ),
    );
  }
  return out;
}

function sglt2(c: ClinicalFacts): Note[] {
  const meds = takesClass(c, 'sglt2');
  if (meds.length === 0) return [];
  return [
    note(
      'sglt2-cetoacidosis',
      'Tu medicamento SGLT2 y el ayuno',
      `Usas ${namesOf(meds)}, del grupo de medicamentos SGLT2. Con ellos, el ayuno, las dietas muy bajas en ` +
        'carbohidratos (como la cetogénica), el exceso de alcohol o una enfermedad con vómito pueden causar cetoacidosis, ' +
        'una complicación grave que puede aparecer aunque tu glucosa no esté muy alta. Si tienes náusea, vómito, dolor de ' +
        'abdomen, mucho cansancio o te falta el aire, busca atención médica urgente. Habla con tu médico antes de ayunar ' +
        'o bajar mucho los carbohidratos.',
      quotes(...meds),
    ),
  ];
}

function kidneyAndPotassium(c: ClinicalFacts, r: Restrictions): Note[] {
  const out: Note[] = [];
  if (c.kidney) {
    const stage = c.kidney.stage && !c.dialysis ? ` (etapa ${c.kidney.stage})` : '';
    out.push(
      note(
        'rinon',
        'Tus riñones: tu equipo de nefrología decide',
        `Tienes enfermedad de los riñones${stage}${c.dialysis ? ' y estás en diálisis' : ''}. La proteína, el potasio, ` +
          'el fósforo, la sal y los líquidos se ajustan con tu equipo de nefrología: no hagas cambios grandes en tu ' +
          'alimentación sin hablarlo con tu nefrólogo. Lleva este informe a tu próxima cita.',
        quotes(c.kidney, c.dialysis),
      ),
    );
  }
  if (r.limitPotassiumFoods) {
    const k = c.potassium?.high
      ? `Tu potasio está alto${c.potassium.value ? ` (${fmt(c.potassium.value)} mmol/L)` : ''}`
      : 'Con tu enfermedad de los riñones avanzada, el potasio puede subir';
    const who = c.kidney ? 'tu nefrólogo' : 'tu médico';
    const urgent =
      (c.potassium?.value ?? 0) >= 6
        ? ' Un potasio de 6 o más necesita atención médica hoy mismo.'
        : ` Pregunta a ${who} cuándo repetir el análisis.`;
    out.push(
      note(
        'potasio',
        'Cuidado con el potasio',
        `${k}. Por eso aquí no te sugerimos sumar legumbres, frutas, aguacate ni nueces, que tienen mucho potasio. ` +
          `Pregunta a ${who} qué alimentos y qué porciones te convienen.${urgent} Si sientes debilidad muscular fuerte ` +
          'o palpitaciones, busca atención urgente.',
        quotes(c.potassium, c.kidney),
        (c.potassium?.value ?? 0) >= 6 ? 'urgente' : 'importante',
      ),
    );
  }
  return out;
}

function fluids(c: ClinicalFacts, r: Restrictions): Note[] {
  if (!r.noExtraFluids) return [];
  const team =
    c.dialysis || c.kidney?.advanced
      ? 'tu equipo de nefrología'
      : c.heartFailure
        ? 'tu cardiólogo'
        : 'tu médico';
  const named = /cardiolog/i.test(c.fluidLimit?.quote ?? '') ? 'tu cardiólogo' : team;
  const litres = c.fluidLimit?.litres;
  const amount = litres ? ` a ${fmt(litres)} ${litres === 1 ? 'litro' : 'litros'} al día` : '';
  const texto = c.fluidLimit
    ? `Te indicaron un límite de líquidos${amount}: respétalo. Por eso este informe no te pide tomar más agua. ` +
      `Cuenta también sopas, café, leche y jugos. Si tienes dudas sobre cuánto tomar, pregúntale a ${named}.`
    : `Con ${c.dialysis ? 'diálisis' : 'insuficiencia cardíaca'}, la cantidad de líquidos que te conviene la decide ${team}. ` +
      'Por eso este informe no te pide tomar más agua: pregunta cuánto puedes tomar al día.';
  return [
    note(
      'liquidos',
      'Tus líquidos tienen un límite',
      texto,
      quotes(c.fluidLimit, c.heartFailure, c.dialysis),
    ),
  ];
}

function heart(c: ClinicalFacts, pais: string | undefined): Note[] {
  if (!c.heartAttack && !c.stroke && !c.heartFailure) return [];
  const what = [
    c.heartAttack && 'un problema del corazón',
    c.heartFailure && !c.heartAttack && 'insuficiencia cardíaca',
    c.stroke && 'un derrame o infarto cerebral',
  ]
    .filter(Boolean)
    .join(' y ');
  const who = c.heartAttack || c.heartFailure ? 'tu cardiólogo' : 'tu médico';
  return [
    note(
      'corazon',
      'Tu corazón y el ejercicio',
      `Nos contaste ${what}. Antes de empezar un ejercicio nuevo o más intenso, habla con ${who}. Si sientes dolor o ` +
        'presión en el pecho, falta de aire, o debilidad o adormecimiento de un lado del cuerpo, llama a emergencias ' +
        `(${emergencyContactsFor(pais).emergency}).`,
      quotes(c.heartAttack, c.heartFailure, c.stroke),
    ),
  ];
}

function exercise(c: ClinicalFacts, r: Restrictions): Note[] {
  if (!r.hypoglycaemiaMedicine && !r.possibleLows) return [];
  const meds = takesClass(c, ...HYPOGLYCAEMIA_CLASSES);
  const why =
    meds.length > 0 ? `con ${namesOf(meds)}` : 'con los bajones de azúcar que nos contaste';
  return [
    note(
      'ejercicio-hipoglucemia',
      'Moverte sin bajones de azúcar',
      `Caminar después de comer ayuda, y ${why} también puede bajar tu azúcar. Si tienes glucómetro, mídete antes de ` +
        'moverte; lleva contigo azúcar rápida (jugo o caramelos) y no hagas ejercicio si estás por debajo de 70 mg/dL o ' +
        'sientes temblor o sudor frío. Pregunta a tu médico a qué hora del día te conviene moverte.',
      quotes(c.lowSugarSymptoms, ...meds),
    ),
  ];
}

/** Every safety note but the lab ones, crisis first. */
export function safetyNotes(c: ClinicalFacts, r: Restrictions, pais: string | undefined): Note[] {
  return [
    ...crisis(c, pais),
    ...lowSugar(c, r),
    ...pregnancy(c),
    ...eating(c, r),
    ...sglt2(c),
    ...kidneyAndPotassium(c, r),
    ...fluids(c, r),
    ...heart(c, pais),
    ...exercise(c, r),
  ];
}
