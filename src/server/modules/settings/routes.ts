import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../contract/common';
import {
  codesText,
  codesTextBody,
  footerContent,
  footerContentBody,
  platformSettings,
  platformSettingsBody,
  publicSettings,
  uploadQuotas,
  uploadQuotasResponse,
} from '../../../contract/settings';
import { getFooterContent, setFooterContent } from './footer-content';
import { getPlatformSettings, getPublicSettings, setPlatformSettings } from './platform-settings';
import { getCodesText, setCodesText } from './codes-text';
import { getUploadQuotas, setUploadQuotas } from './upload-quotas';

const tags = ['settings'];
/**
 * What every visitor's pages read, the same for every caller: kept by the public cache until public data changes,
 * which every write of these settings and texts announces (`plugins/public-cache.ts`).
 */
const everyone = { access: 'public' as const, publicCache: true, publicCacheSignedIn: true };

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
  app.get(
    '/settings',
    { config: { access: ['admin'] }, schema: { tags, response: { 200: platformSettings } } },
    async () => getPlatformSettings(ctx.db),
  );
  app.put(
    '/settings',
    {
      config: { access: ['admin'] },
      schema: { tags, body: platformSettingsBody, response: { 200: platformSettings, 400: errorBody } },
    },
    async (req) => setPlatformSettings(ctx.db, req.body),
  );
};

/** Under /api/settings: the settings every visitor's pages read. */
export const publicSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/points-codes-text',
    { config: everyone, schema: { tags, response: { 200: codesText } } },
    async () => getCodesText(ctx.db),
  );
  app.get('/', { config: everyone, schema: { tags, response: { 200: publicSettings } } }, async () =>
    getPublicSettings(ctx.db),
  );
};

/** Under /api/footer-content: the site footer, read by every page, written by admins. */
export const footerContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get('/', { config: everyone, schema: { tags, response: { 200: footerContent } } }, async () =>
    getFooterContent(ctx.db),
  );
  app.put(
    '/',
    {
      config: { access: ['admin'] },
      schema: { tags, body: footerContentBody, response: { 200: footerContent, 400: errorBody } },
    },
    async (req) => setFooterContent(ctx.db, req.body),
  );
};
