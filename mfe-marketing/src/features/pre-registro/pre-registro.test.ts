import {
  CAMPOS_INCOMPLETOS,
  DIAGNOSTICO_OPTIONS,
  preRegistroFormSchema,
  preRegistroSchema,
  SEXO_OPTIONS,
  toPreRegistro,
} from './pre-registro.js';

const valid = {
  nombre: ' Ana ',
  email: 'ana@example.com',
  edad: '52',
  sexo: 'F',
  diagnostico: 'prediabetes',
};
const firstMessage = (input: Record<string, unknown>) =>
  preRegistroFormSchema.safeParse(input).error?.issues[0]?.message;

describe('option lists', () => {
  it('offers the sexo values of §5 with their labels', () => {
    expect(SEXO_OPTIONS).toEqual([
      { value: 'F', label: 'Femenino' },
      { value: 'M', label: 'Masculino' },
      { value: 'Otro', label: 'Otro / Prefiero no decir' },
    ]);
  });

  it('offers the diagnostico values of §5 with Spanish labels', () => {
    expect(DIAGNOSTICO_OPTIONS).toEqual([
      { value: 'ninguno', label: 'Ninguno' },
      { value: 'prediabetes', label: 'Prediabetes' },
      { value: 'dm2', label: 'Diabetes tipo 2' },
      { value: 'resistencia_insulina', label: 'Resistencia a la insulina' },
    ]);
  });
});

describe('preRegistroFormSchema', () => {
  it('accepts a complete form, trimming the name and reading the age as a number', () => {
    expect(preRegistroFormSchema.parse(valid)).toEqual({ ...valid, nombre: 'Ana', edad: 52 });
  });

  it.each(['nombre', 'email', 'edad', 'sexo', 'diagnostico'])(
    'a missing or empty %s gives the incomplete-fields message',
    (field) => {
      expect(firstMessage({ ...valid, [field]: '' })).toBe(CAMPOS_INCOMPLETOS);
      expect(firstMessage({ ...valid, [field]: undefined })).toBe(CAMPOS_INCOMPLETOS);
    },
  );

  it('a name of spaces only is missing; a very long one is refused', () => {
    expect(firstMessage({ ...valid, nombre: '   ' })).toBe(CAMPOS_INCOMPLETOS);
    expect(firstMessage({ ...valid, nombre: 'a'.repeat(121) })).toBe(
      'Escribe como máximo 120 caracteres.',
    );
  });

  it.each([
    ['16', 16],
    ['99', 99],
    [16, 16],
  ])('accepts the age %p', (edad, parsed) => {
    expect(preRegistroFormSchema.parse({ ...valid, edad }).edad).toBe(parsed);
  });

  it.each(['15', '100', '30.5', 'abc', 0, -20])('rejects the age %p', (edad) => {
    expect(firstMessage({ ...valid, edad })).toBe(
      'Tu edad debe ser un número entero entre 16 y 99.',
    );
  });

  it.each(['ana', 'ana@', 'ana@example', 'a b@example.com'])('rejects the e-mail %p', (email) => {
    expect(firstMessage({ ...valid, email })).toMatch(/^Escribe un correo electrónico válido/);
  });

  it('rejects values outside the option lists', () => {
    expect(preRegistroFormSchema.safeParse({ ...valid, sexo: 'X' }).success).toBe(false);
    expect(preRegistroFormSchema.safeParse({ ...valid, diagnostico: 'dm1' }).success).toBe(false);
  });
});

describe('NM_pre', () => {
  it('stores the form with diagnostico as dx and the save time', () => {
    const record = toPreRegistro(preRegistroFormSchema.parse(valid), 1_760_000_000_000);
    expect(record).toEqual({
      nombre: 'Ana',
      email: 'ana@example.com',
      edad: 52,
      sexo: 'F',
      dx: 'prediabetes',
      ts: 1_760_000_000_000,
    });
    expect(preRegistroSchema.parse(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });

  it('rejects a stored record without ts', () => {
    const record: Record<string, unknown> = toPreRegistro(preRegistroFormSchema.parse(valid), 1);
    delete record.ts;
    expect(preRegistroSchema.safeParse(record).success).toBe(false);
  });
});
