import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, ERROR_STATUS, type ErrorCode, type ErrorReply } from '@ideamatch/shared';

/**
 * A request line longer than this is answered as an over-long address (414); Node refuses a request
 * whose request line and headers together pass its `maxHeaderSize` (16 KiB by default).
 */
const MAX_REQUEST_LINE_BYTES = 8 * 1024;

const envelope = (code: ErrorCode, message: string = ERROR_MESSAGES[code]): ErrorReply => ({
  statusCode: ERROR_STATUS[code],
  message,
  errorCode: code,
});

/**
 * Errors Fastify meets while routing, before any hook runs: an address that does not decode, or a
 * path parameter over `maxParamLength`. They get the error reply and the security headers.
 */
export const frameworkErrorHandler =
  (headers: Record<string, string>) =>
  (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void => {
    const body =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? envelope('URI_TOO_LONG')
        : error.code === 'FST_ERR_BAD_URL'
          ? envelope('VALIDATION_ERROR')
          : envelope('INTERNAL_ERROR');
    void reply.headers(headers).status(body.statusCode).send(body);
  };

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them: headers over Node's `maxHeaderSize` (431,
 * or 414 when the address alone is too long), timeouts and malformed requests. The reply is written
 * to the socket by hand, in the error reply's shape and with the security headers.
 */
export const clientErrorHandler =
  (headers: Record<string, string>) =>
  (error: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    let body: ErrorReply;
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : Buffer.alloc(0);
      const lineEnd = packet.indexOf('\r\n');
      const requestLine = lineEnd === -1 ? packet.length : lineEnd;
      body = requestLine > MAX_REQUEST_LINE_BYTES ? envelope('URI_TOO_LONG') : envelope('HEADERS_TOO_LARGE');
    } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      body = { statusCode: 408, message: 'The request took too long to arrive.', errorCode: 'VALIDATION_ERROR' };
    } else {
      body = envelope('VALIDATION_ERROR');
    }
    if (socket.writable) {
      const json = JSON.stringify(body);
      const lines = [
        `HTTP/1.1 ${body.statusCode} ${STATUS_TEXT[body.statusCode] ?? 'Bad Request'}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(json)}`,
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.write(`${lines.join('\r\n')}\r\n\r\n${json}`);
    }
    socket.destroy();
  };
