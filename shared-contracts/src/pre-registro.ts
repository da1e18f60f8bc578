// NM_pre (§3, §5): the pre-registration record marketing writes and later forms read, so nothing
// the person gave is asked twice (issue 17). Values and labels as §5 names them.

export const SEXO_VALUES = ['F', 'M', 'Otro'] as const;
export type Sexo = (typeof SEXO_VALUES)[number];
export const SEXO_LABELS: Record<Sexo, string> = {
  F: 'Femenino',
  M: 'Masculino',
  Otro: 'Otro / Prefiero no decir',
};

export const DIAGNOSTICO_PREVIO_VALUES = [
  'ninguno',
  'prediabetes',
  'dm2',
  'resistencia_insulina',
] as const;
export type DiagnosticoPrevio = (typeof DIAGNOSTICO_PREVIO_VALUES)[number];
export const DIAGNOSTICO_PREVIO_LABELS: Record<DiagnosticoPrevio, string> = {
  ninguno: 'Ninguno',
  prediabetes: 'Prediabetes',
  dm2: 'Diabetes tipo 2',
  resistencia_insulina: 'Resistencia a la insulina',
};
