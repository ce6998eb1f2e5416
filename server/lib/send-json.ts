// Sends JSON that is already serialised (cached hot reads) without serialising it again.
import type { FastifyReply } from 'fastify';

export function sendJson(reply: FastifyReply, body: Buffer) {
  return reply.header('content-type', 'application/json; charset=utf-8').send(body);
}
