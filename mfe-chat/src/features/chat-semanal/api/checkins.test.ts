import { ApiError } from '@tm/shared-contracts';
import { sendErrorDescription } from './checkins.js';

describe('sendErrorDescription (§8 chat send failure)', () => {
  it("shows the server's message, or its error field", () => {
    const limit = new ApiError(429, JSON.stringify({ message: 'Ya enviaste tus 3 mensajes.' }), '');
    expect(sendErrorDescription(limit)).toBe('Ya enviaste tus 3 mensajes.');
    const legacy = new ApiError(500, JSON.stringify({ error: 'Fallo del asistente' }), '');
    expect(sendErrorDescription(legacy)).toBe('Fallo del asistente');
  });

  it("says 'Error al enviar mensaje' when the server answered without a message", () => {
    expect(sendErrorDescription(new ApiError(502, '<html>Bad Gateway</html>', 'Bad Gateway'))).toBe(
      'Error al enviar mensaje',
    );
  });

  it('apologises when no answer arrived at all', () => {
    expect(sendErrorDescription(new TypeError('Failed to fetch'))).toBe(
      'Hubo un problema enviando tu mensaje. Por favor intenta nuevamente.',
    );
  });
});
