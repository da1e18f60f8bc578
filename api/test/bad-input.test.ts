import { type Browser, json, minimalIntake } from './support/test-app.js';
import { describeOnEachDatabase } from './support/each-database.js';

const JSON_TYPE = { 'content-type': 'application/json' };
const HOSTILE = [
  '😀🔥',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
];

describeOnEachDatabase('bad input gets a 4xx JSON answer and changes nothing', (t) => {
  let owner: Browser;
  let userId: string;
  beforeAll(async () => {
    ({ browser: owner, userId } = await t.trialPerson());
  });

  /** Sends as the owner, expects `status` with a Spanish message, and proves no row changed. */
  async function refused(
    status: number,
    url: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) {
    const before = await t.counts();
    const res = await owner.request('POST', url, body, headers);
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const message = (json(res) as { message: string }).message;
    expect(message).toMatch(/^[^\n]+$/);
    expect(res.body).not.toMatch(/ at |Error:|stack/);
    expect(await t.counts()).toEqual(before);
    return message;
  }

  it('malformed JSON', async () => {
    expect(await refused(400, '/api/intake-form', '{"nombre": "Ana",', JSON_TYPE)).toBe(
      'El cuerpo de la solicitud no es un JSON válido.',
    );
  });

  it('an empty body and a body that is not an object', async () => {
    await refused(400, '/api/intake-form', '', JSON_TYPE);
    expect(await refused(400, '/api/intake-form', '[1,2]', JSON_TYPE)).toMatch(/objeto JSON/);
    await refused(415, '/api/intake-form', 'nombre=Ana', {
      'content-type': 'application/x-www-form-urlencoded',
    });
  });

  it.each([
    ['edad', { ...minimalIntake, edad: '52' }, 'El campo «edad» debe ser un número.'],
    ['edad', { ...minimalIntake, edad: 52.5 }, 'El campo «edad» debe ser un número entero.'],
    [
      'nivelEnergia',
      { ...minimalIntake, nivelEnergia: 11 },
      'El campo «nivelEnergia» debe ser como máximo 10.',
    ],
    ['nombre', { ...minimalIntake, nombre: 7 }, 'El campo «nombre» debe ser un texto.'],
    [
      'email',
      { ...minimalIntake, email: 'ana' },
      'El campo «email» debe ser un correo electrónico válido.',
    ],
    [
      'estadoCivil',
      { ...minimalIntake, estadoCivil: 'Otro' },
      'El campo «estadoCivil» debe ser uno de:',
    ],
    ['fechaNacimiento', { ...minimalIntake, fechaNacimiento: '02/04/1973' }, '«fechaNacimiento»'],
  ])('wrong type or value of %s', async (_field, body, message) => {
    expect(await refused(400, '/api/intake-form', { ...body, userId })).toContain(message);
  });

  it.each(['nombre', 'email', 'edad'] as const)('missing required %s', async (field) => {
    const body: Record<string, unknown> = { ...minimalIntake, userId };
    delete body[field];
    expect(await refused(400, '/api/intake-form', body)).toBe(
      `Falta el campo obligatorio «${field}».`,
    );
  });

  it('a blank nombre', async () => {
    expect(
      await refused(400, '/api/intake-form', { ...minimalIntake, nombre: '   ', userId }),
    ).toBe('El campo «nombre» no puede estar vacío.');
  });

  it('unknown fields', async () => {
    expect(
      await refused(400, '/api/intake-form', { ...minimalIntake, userId, isAdmin: true }),
    ).toBe('Campo no permitido: «isAdmin».');
    expect(await refused(400, '/api/trial-start', { userId, trialStart: 1 })).toBe(
      'Campo no permitido: «trialStart».',
    );
  });

  it('a field longer than its bound', async () => {
    const body = { ...minimalIntake, userId, ciudad: 'x'.repeat(121) };
    expect(await refused(400, '/api/intake-form', body)).toBe(
      'El campo «ciudad» es demasiado largo (máximo 120 caracteres).',
    );
  });

  it('a 1 MB body', async () => {
    const body = JSON.stringify({
      ...minimalIntake,
      userId,
      informacionAdicional: 'x'.repeat(1024 * 1024),
    });
    expect(await refused(413, '/api/intake-form', body, JSON_TYPE)).toMatch(/demasiado grande/);
  });

  it('characters PostgreSQL cannot store', async () => {
    await refused(400, '/api/intake-form', { ...minimalIntake, userId, ciudad: 'Li\u0000ma' });
    await refused(400, '/api/intake-form', { ...minimalIntake, userId, ciudad: 'Lima \ud800' });
  });

  it.each(HOSTILE)('emoji, SQL or HTML as a user id: %s', async (hostile) => {
    await refused(400, '/api/intake-form', { ...minimalIntake, userId: hostile });
    await refused(400, '/api/trial-start', { userId: hostile });
    const res = await owner.request('GET', `/api/trial-status/${encodeURIComponent(hostile)}`);
    expect([400, 404]).toContain(res.statusCode);
    expect(json(res)).toEqual({ message: expect.any(String) });
  });

  it.each(HOSTILE)(
    'emoji, SQL or HTML where a number or an e-mail is expected: %s',
    async (hostile) => {
      await refused(400, '/api/intake-form', { ...minimalIntake, userId, edad: hostile });
      await refused(400, '/api/intake-form', { ...minimalIntake, userId, email: hostile });
    },
  );

  it('free text keeps emoji, SQL and HTML as plain text', async () => {
    const nombre = HOSTILE.join(' ');
    expect(
      (await owner.request('POST', '/api/intake-form', { ...minimalIntake, userId, nombre }))
        .statusCode,
    ).toBe(200);
    expect(json(await owner.request('GET', `/api/intake-form/${userId}`))).toEqual({
      nombre,
      respuestas: { ...minimalIntake, nombre },
    });
  });
});
