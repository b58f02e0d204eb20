import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../errors';
import { extend } from '../objects';

export const GENERIC_SERVER_ERROR = 'Internal server error';

const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Unexpected end of (multipart data|form|file)|Malformed part header)/;

/** Turns every error into `{error}`; see docs/decisions/003-error-format.md. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(extend(error.details ?? {}, { error: error.message }));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field =
        first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || fieldFromParams(first?.params);
      const where = field || error.validationContext || 'request';
      return reply.status(400).send({ error: `${where}: ${first?.message ?? 'Invalid value'}` });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return reply.status(500).send({ error: GENERIC_SERVER_ERROR });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, multipart limits, throttling) carry safe texts.
      return reply.status(status).send({ error: clientMessage(error as FastifyError, status) });
    }
    if (MALFORMED_MULTIPART.test(error.message)) {
      // The multipart parser throws plain errors for a missing boundary or a cut-off body: the client's fault.
      return reply.status(400).send({ error: 'The multipart body is malformed' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: GENERIC_SERVER_ERROR });
  });
}

function fieldFromParams(params: unknown): string {
  if (params && typeof params === 'object' && 'missingProperty' in params) {
    return String((params as { missingProperty: unknown }).missingProperty);
  }
  return '';
}

function clientMessage(error: FastifyError, status: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'File is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'Expected a multipart/form-data request';
    default:
      if (status === 429) return 'Too many requests, please try again later';
      return error.message || 'Bad request';
  }
}
