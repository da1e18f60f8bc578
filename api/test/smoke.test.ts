import { databaseKinds } from './support/databases.js';
import { json, startTestApi, type TestApi } from './support/test-app.js';

describe.each(databaseKinds())('smoke on $name', (kind) => {
  let t: TestApi;
  beforeAll(async () => {
    t = await startTestApi(kind);
  });
  afterAll(() => t.close());

  it('answers health', async () => {
    const res = await t.browser().request('GET', '/api/health');
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ status: 'ok', database: 'up' });
  });
});
