import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStoredFile } from '../../plugins/storage';

/** An original (`<uuid>.<ext>`) or one of its WebP copies (`<uuid>-<width>.webp`, plugins/image-variants.ts). */
const STORED_IMAGE_NAME = /^[0-9a-f-]{36}(\.(png|jpg|webp|gif)|-(320|640|1280)\.webp)$/;

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
        params: z.object({ name: z.string().regex(STORED_IMAGE_NAME, 'Unknown file') }),
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, app.ctx.storage, `avatars/${request.params.name}`, {
        disposition: 'inline',
        // Names are never reused (a new image gets a new name): a year, unasked (issue 21).
        immutable: true,
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
        params: z.object({ name: z.string().regex(STORED_IMAGE_NAME, 'Unknown file') }),
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, app.ctx.storage, `covers/${request.params.name}`, {
        disposition: 'inline',
        // Names are never reused (a new image gets a new name): a year, unasked (issue 21).
        immutable: true,
      }),
  );
  // Home-page slides' images and videos: public like the slides themselves; videos are read in ranges.
  app.get(
    '/slides/:name',
    {
      compress: false,
      config: { access: 'public' },
      schema: {
        tags: ['files'],
        params: z.object({
          name: z
            .string()
            .regex(/^[0-9a-f-]{36}(\.(png|jpg|webp|gif|mp4|webm)|-(320|640|1280)\.webp)$/, 'Unknown file'),
        }),
      },
    },
    async (request, reply) =>
      sendStoredFile(reply, app.ctx.storage, `slides/${request.params.name}`, {
        disposition: 'inline',
        maxAgeSeconds: 86_400,
        range: request.headers.range,
      }),
  );
};

export default filesRoutes;
