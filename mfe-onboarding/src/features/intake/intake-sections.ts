import { INTAKE_OPTIONS, type IntakeFields } from '@tm/shared-contracts';
import { BRISTOL_TYPES } from '@tm/shared-contracts/ui';
import type { HealthKey } from './health-form-validation.js';

export type IntakeKey = keyof IntakeFields;
/** A field of the intake in steps: the health form's (its first step) or the intake's. */
export type StepKey = IntakeKey | HealthKey;

export interface IntakeFieldSpec {
  key: StepKey;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'number' | 'date' | 'textarea' | 'select' | 'range' | 'bristol';
  required?: boolean;
  placeholder?: string;
  options?: readonly string[];
  /** What an option reads as, when it differs from its stored value. */
  optionLabels?: Record<string, string>;
  hint?: string;
}

export interface IntakeSection {
  title: string;
  /** A line under the step's heading. */
  intro?: string;
  fields: IntakeFieldSpec[];
}

const t = (key: StepKey, label: string, placeholder?: string): IntakeFieldSpec => ({
  key,
  label,
  kind: 'text',
  placeholder,
});
const area = (key: StepKey, label: string, placeholder?: string): IntakeFieldSpec => ({
  key,
  label,
  kind: 'textarea',
  placeholder,
});
const select = (key: IntakeKey, label: string, options: readonly string[]): IntakeFieldSpec => ({
  key,
  label,
  kind: 'select',
  options,
});
const tel = (key: IntakeKey, label: string): IntakeFieldSpec => ({ key, label, kind: 'tel' });

/**
 * The health form of §3 (kept on this device only) as the intake's first step: its age is the
 * intake's 'Edad: *', asked once here and sent with the intake.
 */
export const HEALTH_SECTION: IntakeSection = {
  title: 'Tu salud',
  intro:
    'Ocho preguntas sencillas. Tus respuestas de este paso se quedan en este dispositivo; tu edad va también en tu historial.',
  fields: [
    { key: 'edad', label: 'Edad: *', kind: 'number', required: true },
    {
      key: 'genero',
      label: 'Género: *',
      kind: 'select',
      required: true,
      options: ['masculino', 'femenino', 'otro'],
      optionLabels: { masculino: 'Masculino', femenino: 'Femenino', otro: 'Otro' },
    },
    area('diagnostico', 'Diagnóstico:', 'Ej.: diabetes tipo 2 desde 2019'),
    area('medicamentos', 'Medicamentos:', 'Ej.: metformina, insulina'),
    {
      key: 'sintomas',
      label: 'Síntomas: *',
      kind: 'textarea',
      required: true,
      placeholder: 'Ej.: cansancio, sed',
    },
    {
      key: 'objetivos',
      label: 'Objetivos: *',
      kind: 'textarea',
      required: true,
      placeholder: 'Ej.: bajar mi A1C',
    },
    area('alergias', 'Alergias:', 'Ej.: ninguna'),
    area('habitos', 'Hábitos:', 'Ej.: camino 20 minutos al día'),
  ],
};

/** The ten sections and every field of §3, labels and required marks as §5 (age: first step). */
export const INTAKE_SECTIONS: IntakeSection[] = [
  {
    title: 'Información Personal',
    fields: [
      { key: 'nombre', label: 'Nombre completo: *', kind: 'text', required: true },
      t('direccion', 'Dirección:'),
      t('ciudad', 'Ciudad:'),
      t('estado', 'Estado / Provincia:'),
      t('pais', 'País:'),
      t('codigoPostal', 'Código postal:'),
      tel('telefonoDia', 'Teléfono (día):'),
      tel('telefonoCelular', 'Teléfono celular:'),
      tel('telefonoNoche', 'Teléfono (noche):'),
      { key: 'email', label: 'Correo electrónico: *', kind: 'email', required: true },
      t('referidoPor', 'Referido por:'),
    ],
  },
  {
    title: 'Historia General',
    fields: [
      { key: 'fechaNacimiento', label: 'Fecha de nacimiento:', kind: 'date' },
      t('pesoActual', 'Peso actual:', '70 kg'),
      t('pesoHaceAno', 'Peso hace un año:', '72 kg'),
      t('altura', 'Altura:', '1.65 m'),
      t('tipoSangre', 'Tipo de sangre:', 'O+'),
      t('pesoNacer', 'Peso al nacer:', '3.2 kg'),
      t('ordenNacimiento', 'Orden de nacimiento:', 'Ej.: segundo de cuatro hermanos'),
      select('estadoCivil', 'Estado civil:', INTAKE_OPTIONS.estadoCivil),
      t('ocupacion', 'Ocupación:'),
      area('viajesFuera', 'Viajes fuera del país (dónde y cuándo):'),
      area('cambiosRecientes', 'Cambios importantes recientes en tu vida:'),
    ],
  },
  {
    title: 'Estado de Salud General',
    fields: [
      area('sistemaGastrointestinal', 'Sistema gastrointestinal (molestias, diagnósticos):'),
      area('sistemaCardiovascular', 'Sistema cardiovascular (presión, corazón):'),
      area(
        'sistemaHormonal',
        'Sistema hormonal (tiroides, diabetes, medicamentos):',
        'Ej.: metformina, insulina',
      ),
      area('sistemaInmunologico', 'Sistema inmunológico (alergias, infecciones):'),
    ],
  },
  {
    title: 'Estado Nutricional',
    fields: [
      area('alimentosRegulares', 'Alimentos que comes con regularidad:'),
      area('dietaEspecial', '¿Sigues alguna dieta especial?:'),
      select(
        'porcentajeComidasCaseras',
        'Porcentaje de comidas caseras:',
        INTAKE_OPTIONS.porcentajeComidasCaseras,
      ),
      area('alimentosEvitados', 'Alimentos que evitas y por qué:'),
      area('sintomasDespuesComer', 'Síntomas después de comer:'),
    ],
  },
  {
    title: 'Salud Intestinal',
    fields: [
      select(
        'frecuenciaEvacuaciones',
        'Frecuencia de evacuaciones:',
        INTAKE_OPTIONS.frecuenciaEvacuaciones,
      ),
      {
        key: 'consistenciaEvacuaciones',
        label: 'Consistencia de las evacuaciones:',
        // The same seven pictures as the 5-day log; kept as '1'–'7' in the free-text field.
        kind: 'bristol',
        optionLabels: Object.fromEntries(
          BRISTOL_TYPES.map(({ type, short }) => [String(type), `Tipo ${type} · ${short}`]),
        ),
        hint: 'Escala de Bristol: 1 = muy dura, 4 = ideal, 7 = líquida.',
      },
      t('colorEvacuaciones', 'Color de las evacuaciones:'),
    ],
  },
  {
    title: 'Factores de Toxicidad y Salud Oral',
    fields: [
      area('historialIntoxicaciones', 'Historial de intoxicaciones:'),
      area('exposicionQuimicos', 'Exposición a químicos (trabajo, hogar):'),
      t('ultimaVisitaDental', 'Última visita al dentista:'),
      select(
        'amalgamasMercurio',
        '¿Tienes amalgamas de mercurio?:',
        INTAKE_OPTIONS.amalgamasMercurio,
      ),
      area('problemasEncias', 'Problemas de encías:'),
    ],
  },
  {
    title: 'Salud del Sueño',
    fields: [
      select(
        'satisfechoSueno',
        '¿Estás satisfecho/a con tu sueño?:',
        INTAKE_OPTIONS.satisfechoSueno,
      ),
      t('horasSueno', 'Horas de sueño por noche:', '7 horas'),
      t('tiempoConciliarSueno', 'Tiempo para quedarte dormido/a:', '15 minutos'),
    ],
  },
  {
    title: 'Estado Emocional',
    fields: [
      select('estadoAnimo', 'Estado de ánimo general:', INTAKE_OPTIONS.estadoAnimo),
      { key: 'nivelEnergia', label: 'Nivel de energía (1 a 10):', kind: 'range' },
      t('momentoMejorBienestar', '¿En qué momento del día te sientes mejor?:'),
    ],
  },
  {
    title: 'Otros Factores',
    fields: [
      area('apoyoFamiliar', 'Apoyo familiar:'),
      area('rolEspiritualidad', 'Rol de la espiritualidad en tu vida:'),
      area(
        'informacionAdicional',
        'Información adicional (medicamentos, dudas, lo que quieras contarnos):',
      ),
    ],
  },
  {
    title: 'Análisis de Sangre',
    fields: [
      t('a1c', 'A1C (hemoglobina glicosilada):', 'A1C 6.5'),
      t('colesterolTotal', 'Colesterol total:', '200 mg/dL'),
      t('hdl', 'HDL:', '50 mg/dL'),
      t('ldl', 'LDL:', '130 mg/dL'),
      t('trigliceridos', 'Triglicéridos:', '150 mg/dL'),
      t('hemoglobina', 'Hemoglobina:', '13.5 g/dL'),
      area('otrosAnalisis', 'Otros análisis:'),
    ],
  },
];

/** Form values as typed (strings), restored from the local draft. */
export type IntakeDraft = Partial<Record<IntakeKey, string>>;

export const INTAKE_DEFAULTS: IntakeDraft = {
  frecuenciaEvacuaciones: 'Una vez al día',
  nivelEnergia: '5',
};
