import { STORAGE_KEYS } from '../storage-keys.js';
import { knownPerson } from './known-person.js';

const storageWith = (items: Record<string, string>) => ({
  getItem: (key: string) => items[key] ?? null,
});

describe('knownPerson', () => {
  it('reads the pre-registration, the diagnosis answers and the stored e-mail', () => {
    const storage = storageWith({
      [STORAGE_KEYS.preRegistro]: JSON.stringify({
        nombre: ' Rosa ',
        email: 'rosa@example.com',
        edad: 61,
        sexo: 'F',
        dx: 'dm2',
        ts: 1,
      }),
      [STORAGE_KEYS.diagnosticoSimple]: JSON.stringify([
        { questionIndex: 1, answer: 'Tengo estreñimiento o diarrea con frecuencia' },
        { questionIndex: 0, answer: 'Siento el estómago pesado, inflamado o con gases' },
      ]),
    });
    expect(knownPerson(storage)).toEqual({
      nombre: 'Rosa',
      email: 'rosa@example.com',
      edad: 61,
      genero: 'femenino',
      diagnostico: 'Diabetes tipo 2',
      respuestasDiagnostico: [
        'Siento el estómago pesado, inflamado o con gases',
        'Tengo estreñimiento o diarrea con frecuencia',
      ],
      despuesDeComer: 'Siento el estómago pesado, inflamado o con gases',
    });
  });

  it('prefers the e-mail the account keeps, and skips odd values one by one', () => {
    const storage = storageWith({
      [STORAGE_KEYS.userEmail]: 'cuenta@example.com',
      [STORAGE_KEYS.preRegistro]: JSON.stringify({
        nombre: 'Luis',
        email: 'otro@example.com',
        edad: 12,
        sexo: 'X',
      }),
      [STORAGE_KEYS.diagnosticoSimple]: '{roto',
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(knownPerson(storage)).toEqual({
      nombre: 'Luis',
      email: 'cuenta@example.com',
      respuestasDiagnostico: [],
    });
    warn.mockRestore();
  });

  it('knows nothing on a new device', () => {
    expect(knownPerson(storageWith({}))).toEqual({ respuestasDiagnostico: [] });
  });
});
