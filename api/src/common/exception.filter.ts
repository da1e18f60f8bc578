import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  ForbiddenException,
  HttpException,
  Logger,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-errors.js';
import { ApiError, messageFor } from './api-error.js';
import { UnreadableFieldError } from './crypto/field-cipher.js';

/** Stored health text that no configured key opens (a key removed too early, or altered bytes). */
export const UNREADABLE_DATA_MESSAGE =
  'No pudimos leer algunos de tus datos guardados. Ya quedó registrado para revisarlo; inténtalo de nuevo más tarde.';

/** A write a browser sent from another site's page (Sec-Fetch-Site, or Origin against Host). */
export const CROSS_SITE_MESSAGE =
  'Esta solicitud viene de otro sitio y no se puede aceptar. Abre el programa desde su dirección.';

/** Framework errors (body parser, rate limiter) carry a status and a code but English text. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío; envía un objeto JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud declarada no coincide con el cuerpo enviado.',
};

interface StatusError {
  statusCode?: number;
  status?: number;
  code?: string;
}

/**
 * The one place that turns failures into `{ message }` JSON in Spanish.
 * Never a stack trace: unexpected errors are logged and answered with a generic 500.
 */
@Catch()
export class ExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errores');

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (exception instanceof UnreadableFieldError) {
      // Key id and reason only: the error never holds the text, and the stack adds nothing.
      this.logger.error(exception.message);
      void reply
        .status(500)
        .type('application/json; charset=utf-8')
        .send({ message: UNREADABLE_DATA_MESSAGE });
      return;
    }
    const { status, message } = this.describe(exception);
    if (status >= 500 && status !== 501 && status !== 503) this.logger.error(exception);
    void reply.status(status).type('application/json; charset=utf-8').send({ message });
  }

  private describe(exception: unknown): { status: number; message: string } {
    if (exception instanceof ApiError) {
      return {
        status: exception.getStatus(),
        message: (exception.getResponse() as { message: string }).message,
      };
    }
    // Only Nest's cross-origin protection (enableCsrfProtection) throws a bare ForbiddenException:
    // every guard of ours throws an ApiError with its own message.
    if (exception instanceof ForbiddenException) {
      return { status: 403, message: CROSS_SITE_MESSAGE };
    }
    // Nest wraps Fastify's own 4xx errors in an HttpException whose cause keeps the code.
    if (exception instanceof HttpException) {
      const code = (exception.cause as StatusError | undefined)?.code;
      const status = exception.getStatus();
      return { status, message: (code && FASTIFY_MESSAGES[code]) || messageFor(status) };
    }
    const { statusCode, status, code } = (exception ?? {}) as StatusError;
    const known = statusCode ?? status;
    if (typeof known === 'number' && known >= 400 && known < 500) {
      return { status: known, message: (code && FASTIFY_MESSAGES[code]) || messageFor(known) };
    }
    if (isDatabaseUnavailable(exception)) return { status: 503, message: messageFor(503) };
    return { status: 500, message: messageFor(500) };
  }
}
