import { type EndpointContract } from '@tm/shared-contracts/contracts';
import { ALL_ENDPOINT_NAMES, ALL_ENDPOINTS } from './support/endpoints.js';
import { describeOnEachDatabase } from './support/each-database.js';

/**
 * Routes without a contract, each for a reason: nothing else may exist. A new controller route
 * without an @Endpoint contract fails here, so the authorization and fuzz suites (which walk
 * the contracts) cannot miss it.
 */
const ROUTES_WITHOUT_CONTRACT = new Map([
  ['GET /api/docs', 'the public OpenAPI document'],
  ['POST /api/stripe/webhook', 'Stripe calls it; its signature is its authentication'],
]);

const fastifyPath = (contract: EndpointContract) => contract.path.replace(/\{(\w+)\}/g, ':$1');

describeOnEachDatabase('every route of the router', { databases: 'first' }, (t) => {
  it('has a contract (and so a guard, a schema and a place in the suites) or a stated reason', () => {
    const contracted = new Set(
      ALL_ENDPOINT_NAMES.map((name) => {
        const contract: EndpointContract = ALL_ENDPOINTS[name];
        return `${contract.method} ${fastifyPath(contract)}`;
      }),
    );
    const api = t.api.routes.filter(({ url }) => url.startsWith('/api'));
    expect(api.length).toBeGreaterThan(10);
    const unexplained = api
      .map(({ method, url }) => `${method} ${url}`)
      .filter((route) => !contracted.has(route) && !ROUTES_WITHOUT_CONTRACT.has(route));
    expect(unexplained).toEqual([]);
  });

  it('serves every contract it declares (none is missing from the router)', () => {
    const served = new Set(t.api.routes.map(({ method, url }) => `${method} ${url}`));
    const missing = ALL_ENDPOINT_NAMES.filter((name) => {
      const contract: EndpointContract = ALL_ENDPOINTS[name];
      return !contract.sandboxOnly && !served.has(`${contract.method} ${fastifyPath(contract)}`);
    });
    expect(missing).toEqual([]);
  });
});
