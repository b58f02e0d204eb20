import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common';
import { uploadQuotas, uploadQuotasResponse } from '../../../contract/settings';
import { getUploadQuotas, setUploadQuotas } from './upload-quotas';

const tags = ['settings'];

/** Under /api/admin: the limits on what professors upload. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/upload-quotas',
    { config: { access: ['admin'] }, schema: { tags, response: { 200: uploadQuotasResponse } } },
    async () => getUploadQuotas(ctx.db),
  );
  app.put(
    '/upload-quotas',
    {
      config: { access: ['admin'] },
      schema: { tags, body: uploadQuotas, response: { 200: uploadQuotasResponse, 400: errorBody } },
    },
    async (req) => setUploadQuotas(ctx.db, req.body),
  );
};
