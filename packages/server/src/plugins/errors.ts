import type { FastifyError, FastifyInstance } from 'fastify';

/** Messages for Fastify's own refusals, in words a parent can read. */
const BY_CODE: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'What you sent is too large. A photo must be 1 MB or smaller.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The form must be sent as JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The form arrived empty. Please fill it in and send it again.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The form data could not be read. Please send it again.',
};

export function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply
        .code(status)
        .send({ message: "Something went wrong on the school's server. Please try again later." });
    }
    const byCode = error.code ? BY_CODE[error.code] : undefined;
    const message =
      byCode ??
      (error instanceof SyntaxError ? BY_CODE.FST_ERR_CTP_INVALID_JSON_BODY : error.message);
    return reply.code(status).send({ message });
  });

  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ message: 'There is nothing at this address.' });
  });
}
