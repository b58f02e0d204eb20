import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common';
import { codesText, codesTextBody, uploadQuotas, uploadQuotasResponse } from '../../../contract/settings';
import { getCodesText, setCodesText } from './codes-text';
import { getUploadQuotas, setUploadQuotas } from './upload-quotas';

const tags = ['settings'];

/** Under /api/admin: the limits on what professors upload, and the texts admins write. */
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
  app.put(
    '/points-codes-text',
    {
      config: { access: ['admin'] },
      schema: { tags, body: codesTextBody, response: { 200: codesText, 400: errorBody } },
    },
    async (req) => setCodesText(ctx.db, req.body),
  );
};

/** Under /api/settings: the settings every visitor's pages read. */
export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/points-codes-text',
    { config: { access: 'public' }, schema: { tags, response: { 200: codesText } } },
    async () => getCodesText(ctx.db),
  );
};
