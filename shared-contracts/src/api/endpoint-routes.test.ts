import * as routes from './endpoint-routes.js';
import * as endpoints from './endpoints.js';

describe('endpoint routes', () => {
  it('are the method and path of the endpoint they are named after', () => {
    const named = Object.entries(routes);
    expect(named.length).toBeGreaterThan(2);
    for (const [name, route] of named) {
      const endpoint = (endpoints as Record<string, { method: string; path: string }>)[
        name.replace(/Route$/, '')
      ];
      expect({ name, method: endpoint?.method, path: endpoint?.path }).toEqual({ name, ...route });
    }
  });
});
