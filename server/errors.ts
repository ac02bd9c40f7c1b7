// Every answer of the server in the envelope {status: 'error', msg, requestId} with a Spanish msg, Fastify's own
// errors included: a bad URL escape, oversized headers, a garbage request line, a traversal on the web-app paths.
// `requestId` (also the X-Request-Id header) is the id of the request's log lines. A client's mistake is logged
// without a stack trace (one info line); only the server's own failures log as errors.
import type { MessageKey } from '../src/i18n/keys';
import crypto from 'node:crypto';
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, t } from './http';

export function errorBody(msg: string, requestId: string, errors?: Readonly<Record<string, string>>) {
  return errors ? { status: 'error', msg, errors, requestId } : { status: 'error', msg, requestId };
}

export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming X-Request-Id is kept when it is a plain token (a proxy's or the caller's); anything else is replaced. */
const SANE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's `genReqId`: the caller's X-Request-Id when sane, else a random UUID. */
export function requestId(req: http.IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SANE_ID.test(incoming) ? incoming : crypto.randomUUID();
}

/** Sends the error envelope with the request's id (body and header). */
export function sendError(request: FastifyRequest, reply: FastifyReply, status: number, msg: string, errors?: Readonly<Record<string, string>>) {
  return reply
    .code(status)
    .header(REQUEST_ID_HEADER, request.id)
    .send(errorBody(msg, request.id, errors));
}

/** The status and Spanish message of an error that is not an ApiError (Fastify's, a plugin's, a bug). */
function framework(error: FastifyError): { status: number; key: MessageKey } {
  const code = error.code ?? '';
  const status = error.statusCode ?? 500;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return { status: 413, key: 'app.errors.too_large' };
  if (code === 'FST_ERR_BAD_URL' || code === 'FST_ERR_MAX_PARAM_LENGTH') return { status: 400, key: 'app.errors.bad_url' };
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return { status: 415, key: 'app.errors.unsupported_type' };
  if (error.validation || code.startsWith('FST_ERR_CTP') || status === 400) return { status: 400, key: 'app.errors.bad_body' };
  // @fastify/send refuses a path that climbs out of the web app ('/..%2fpackage.json') with a 403: a bad address.
  if (status === 403) return { status: 400, key: 'app.errors.bad_url' };
  if (status === 404 || status === 405) return { status: 404, key: 'app.errors.route_not_found' };
  if (status === 408) return { status: 408, key: 'app.errors.timeout' };
  if (status === 431) return { status: 431, key: 'app.errors.headers_too_large' };
  if (status >= 400 && status < 500) return { status, key: 'app.errors.bad_request' };
  return { status: 500, key: 'app.errors.server' };
}

/** What an error answers (its headers set, a server failure logged): status, Spanish message, per-field errors. */
export function errorAnswer(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ApiError) {
    if (error.headers) void reply.headers(error.headers);
    return { status: error.statusCode, msg: error.msg, errors: error.errors };
  }
  const { status, key } = framework(error);
  if (status >= 500) request.log.error({ err: error }, 'error no controlado');
  else request.log.info({ code: error.code, statusCode: status }, 'solicitud rechazada');
  return { status, msg: t(key), errors: undefined };
}

export function errorHandler(error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) {
  const { status, msg, errors } = errorAnswer(error, request, reply);
  return sendError(request, reply, status, msg, errors);
}

/** Fastify's `frameworkErrors`: errors found while routing, before any hook (a bad URL escape). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return errorHandler(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler`: the request could not even be parsed (garbage request line, oversized headers,
 * a timeout). Node gives only the socket, so the answer is written by hand.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key]: [number, MessageKey] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'app.errors.headers_too_large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'app.errors.timeout']
        : [400, 'app.errors.bad_request'];
  const id = crypto.randomUUID();
  const body = JSON.stringify(errorBody(t(key), id));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nX-Request-Id: ${id}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
