import type { FastifyInstance } from 'fastify';

/**
 * Graceful shutdown, HTTP side: once `app.close()` starts, the server takes no new connections and Fastify
 * answers new requests on kept-alive ones with 503, while requests in flight finish. Their answers carry
 * `Connection: close`, so a kept-alive connection ends with its last answer instead of holding the close open
 * until its idle timeout.
 */
export function registerDraining(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, _payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done();
  });
}
