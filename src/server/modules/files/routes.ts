import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../plugins/storage';

/** Public images (avatars, course covers). Protected files (course content) are served by their own access-checked routes. */
const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/avatars/:name',
    {
      // Stored files go as they are stored: their length and byte ranges must stay exact.
      compress: false,
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/, 'Unknown file') }),
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, app.ctx.storage, `avatars/${request.params.name}`, {
        disposition: 'inline',
        maxAgeSeconds: 86_400,
      }),
  );
  // Course covers are part of the public outline.
  app.get(
    '/covers/:name',
    {
      // Stored files go as they are stored: their length and byte ranges must stay exact.
      compress: false,
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        params: z.object({ name: z.string().regex(/^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/, 'Unknown file') }),
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, app.ctx.storage, `covers/${request.params.name}`, {
        disposition: 'inline',
        maxAgeSeconds: 86_400,
      }),
  );
};

export default filesRoutes;
