import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idInput } from '../../../contract/common';
import { mediaStatus } from '../../../contract/media';
import { notFound } from '../../errors';
import { sendStoredFile } from '../../plugins/storage';
import { assertContentAccess, fileGrantViewer, getBlockFile } from '../courses/index';
import { getMediaStatus, MEDIA_FILE_NAME, mediaFolderOf } from './renditions';

/**
 * A course video's renditions, HLS ladder and poster, under the block's own file URL and with the same rule
 * (decision 006): a bearer token or the block's grant, the entitlement re-checked on every request. Playlists
 * are rewritten on the way out so every segment URL carries a grant of its own (a player cannot add headers).
 */
export const courseMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/:id/files/:blockId/media/:name',
    {
      compress: false,
      config: { access: 'public' },
      schema: {
        tags: ['courses'],
        description: "A video block's rendition (v360.mp4, v720.mp4), HLS playlist or segment, or poster.",
        params: z.object({
          id: idInput,
          blockId: idInput,
          name: z.string().regex(MEDIA_FILE_NAME, 'Unknown file'),
        }),
        querystring: z.object({ t: z.string().max(2000).optional() }),
      },
    },
    async (req, reply) => {
      const viewer = req.auth ?? (await fileGrantViewer(ctx, req.query.t, req.params));
      await assertContentAccess(ctx.db, viewer, req.params.id);
      const file = await getBlockFile(ctx.db, req.params.id, req.params.blockId);
      const key = `${mediaFolderOf(file.fileKey)}/${req.params.name}`;
      if (req.params.name.endsWith('.m3u8')) {
        const opened = await ctx.storage.open(key);
        if (!opened) throw notFound('File not found');
        const chunks: Buffer[] = [];
        for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
        const grant = ctx.tokens.signFile({
          userId: viewer!.id,
          courseId: req.params.id,
          blockId: req.params.blockId,
        });
        const playlist = Buffer.concat(chunks)
          .toString('utf8')
          .split('\n')
          .map((line) => (line && !line.startsWith('#') ? `${line}?t=${grant}` : line))
          .join('\n');
        return reply
          .type('application/vnd.apple.mpegurl')
          .header('Cache-Control', 'private, no-cache')
          .header('X-Content-Type-Options', 'nosniff')
          .send(playlist);
      }
      return sendStoredFile(reply, ctx.storage, key, {
        disposition: 'inline',
        maxAgeSeconds: 6 * 60 * 60,
        range: req.headers.range,
      });
    },
  );
};

/** For the admin's course-files page: is transcoding on, and how many videos wait or failed. */
export const mediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/status',
    { config: { access: ['admin'] }, schema: { tags: ['courses'], response: { 200: mediaStatus } } },
    () => getMediaStatus(app.ctx),
  );
};
