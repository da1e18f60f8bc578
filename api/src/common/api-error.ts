import { HttpException } from '@nestjs/common';

/** Spanish text for each status when no more precise message exists. */
export const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'Necesitas una sesión para continuar. Vuelve a empezar tu prueba gratuita desde este navegador.',
  403: 'No tienes permiso para ver ni cambiar los datos de este usuario.',
  404: 'No encontramos lo que buscas.',
  405: 'Método no permitido para esta ruta.',
  409: 'Ese recurso ya existe o cambió mientras lo guardabas.',
  413: 'La solicitud es demasiado grande (máximo 100 KB).',
  415: 'Envía los datos como JSON (Content-Type: application/json).',
  429: 'Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.',
  500: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.',
  501: 'Esta función todavía no está disponible.',
  503: 'El servicio no está disponible en este momento. Inténtalo de nuevo más tarde.',
};

export const messageFor = (status: number): string =>
  DEFAULT_MESSAGES[status] ?? (status >= 500 ? DEFAULT_MESSAGES[500]! : DEFAULT_MESSAGES[400]!);

/** An error whose Spanish message is meant for the user; anything else gets the default text. */
export class ApiError extends HttpException {
  constructor(status: number, message: string = messageFor(status)) {
    super({ message }, status);
  }
}

export const notYetAvailable = () => new ApiError(501);
