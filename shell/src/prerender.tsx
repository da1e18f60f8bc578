// Build-time render of the layout around `/` (build/prerender.mjs): header, footer and an empty
// slot the gateway fills with the landing that the marketing build prerendered.
import { QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { renderStatic } from '@tm/shared-contracts/render-static';
import { createQueryClient } from './app/query-client.js';
import { AppLayout } from './app/app-layout.js';

const ScreenSlot = () => <div data-prerender-screen="" />;

export async function render() {
  const routes = [
    { path: '/', Component: AppLayout, children: [{ index: true, Component: ScreenSlot }] },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error('El prerender de / no debería redirigir.');
  return renderStatic(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </QueryClientProvider>,
  );
}
