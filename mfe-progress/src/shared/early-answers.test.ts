import { waitFor } from '@testing-library/react';
import { progressApi, progressApiPerTest, stored, USER_ID } from '../../test/progress-api.js';
import { askEarly, forgetEarly, takeEarly } from './early-answers.js';

const api = progressApiPerTest();
const gets = (path: string) =>
  api.calls.filter((c) => c.method === 'GET' && c.url.includes(path)).length;

beforeEach(() => {
  api.use(
    progressApi([
      stored(1, { tipo: 'peso', valor: 80, unidad: 'kg', medidoEn: '2026-11-01T08:00:00.000Z' }),
    ]),
  );
  forgetEarly();
});
afterEach(() => jest.restoreAllMocks());

it('asks once for each screen’s data, and the answer is taken once, by the same person', async () => {
  askEarly('readings', 'summary');
  await waitFor(() => expect(gets('progress-readings')).toBe(1));
  await waitFor(() => expect(gets('progress-summary')).toBe(1));
  expect(takeEarly('readings', 'trial_1790000000000_other')).toBeUndefined();
  askEarly('readings');
  const readings = await takeEarly('readings', USER_ID);
  expect(readings?.map((r) => r.valor)).toEqual([80]);
  expect(takeEarly('readings', USER_ID)).toBeUndefined();
  expect(await takeEarly('summary', USER_ID)).toBeDefined();
});

it('never hands an answer from before a change on this device, or one left untaken', () => {
  askEarly('readings');
  forgetEarly(); // a save, a delete or an import
  expect(takeEarly('readings', USER_ID)).toBeUndefined();
  const now = jest.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
  askEarly('readings');
  now.mockReturnValue(1_800_000_010_000);
  expect(takeEarly('readings', USER_ID)).toBeUndefined();
});
