import { fireEvent, screen } from '@testing-library/react';
import { SIGN_IN_NEUTRAL_MESSAGE } from '@tm/shared-contracts';
import { type Call, startLocalApi } from '@tm/build/local-api';
import { renderScreen } from '@tm/build/render-screen';
import { EntrarScreen } from './entrar-screen.js';

let api: Awaited<ReturnType<typeof startLocalApi>>;
beforeAll(async () => {
  api = await startLocalApi(({ body }: Call) =>
    (body as { email?: string }).email === 'muchos@example.com'
      ? { status: 429, body: { message: 'Ya pedimos varios enlaces para este correo.' } }
      : { status: 200, body: { message: SIGN_IN_NEUTRAL_MESSAGE } },
  );
});
afterAll(() => api.close());

const ask = (email: string) => {
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
};

it('sends the address and shows the neutral answer', async () => {
  const view = renderScreen(EntrarScreen, '/entrar');
  ask('ana@example.com');
  expect(await screen.findByText(SIGN_IN_NEUTRAL_MESSAGE)).toBeTruthy();
  expect(api.calls.at(-1)).toEqual({
    method: 'POST',
    url: '/api/sign-in/link',
    body: { email: 'ana@example.com' },
  });
  view.cleanup();
});

it('shows the server’s Spanish reason on the field when refused', async () => {
  const view = renderScreen(EntrarScreen, '/entrar');
  ask('muchos@example.com');
  expect(await screen.findByText('Ya pedimos varios enlaces para este correo.')).toBeTruthy();
  expect(screen.getByLabelText('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
  view.cleanup();
});
