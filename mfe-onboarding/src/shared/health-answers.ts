/** Personal health form of §3 (local only): the form writes it, the personal message reads it. */
export interface HealthAnswers {
  edad: string;
  genero: '' | 'masculino' | 'femenino' | 'otro';
  diagnostico: string;
  medicamentos: string;
  sintomas: string;
  objetivos: string;
  alergias: string;
  habitos: string;
}

export const EMPTY_HEALTH_ANSWERS: HealthAnswers = {
  edad: '',
  genero: '',
  diagnostico: '',
  medicamentos: '',
  sintomas: '',
  objetivos: '',
  alergias: '',
  habitos: '',
};
