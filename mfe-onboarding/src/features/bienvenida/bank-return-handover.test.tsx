import { waitFor } from '@testing-library/react';
import { ROUTES } from '@tm/shared-contracts';
import { renderRoute } from '../../../test/render-route.js';

it("hands Stripe's bank return to billing's page with the whole query", async () => {
  const query = '?setup_intent=seti_abc123&setup_intent_client_secret=s&redirect_status=succeeded';
  const view = renderRoute(`${ROUTES.onboardingBienvenida}${query}`);
  await waitFor(() => expect(view.location()).toBe(ROUTES.pagoConfirmacion));
  expect(view.router.state.location.search).toBe(query);
  view.unmount();
});
