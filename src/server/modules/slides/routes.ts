import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, messageBody } from '../../../contract/common';
import {
  activeSlidesQuery,
  reorderSlidesBody,
  slide,
  slideAnalytics as slideAnalyticsResponse,
  slideAnalyticsQuery,
  slideClickBody,
  slideCountResponse,
  type SlideAudience,
} from '../../../contract/slides';
import type { AuthUser } from '../../plugins/access';
import { countSlideEvent, slideAnalytics, viewerKey, type CountKind } from './analytics';
import { keepingMedia, readSlideForm } from './slide-form';
import * as slides from './slides';
import { createViewThrottle } from './view-throttle';

const tags = ['slides'];
const admin = { access: ['admin'] as const };
/** A slide write: visitors' kept active slides are dropped on every instance once it succeeds. */
const adminWrite = { ...admin, changesPublicData: true };

/** Whose slides a caller sees: their own role's; visitors a student's; an admin the role asked for, or all. */
function audienceOf(user: AuthUser | null, asked: string | undefined): SlideAudience | null {
  if (!user) return 'student';
  if (user.role === 'admin') return asked === 'student' || asked === 'professor' ? asked : null;
  return user.role;
}

/** Under /api/slides (specification section 7, "Slides"). */
export const slidesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const throttle = createViewThrottle(ctx.redis);
  const visitors = slides.visitorSlides(ctx, ctx.events);

  app.get('/', { config: admin, schema: { tags, response: { 200: z.array(slide) } } }, () =>
    slides.listSlides(ctx),
  );
  app.get(
    '/active',
    {
      // A visitor's answer is kept (decision 070) until the next start or end date among the slides, and at
      // most a minute, so their view and click counts stay roughly current; slide writes drop it at once.
      config: { access: 'public', publicCache: true },
      schema: { tags, querystring: activeSlidesQuery, response: { 200: z.array(slide) } },
    },
    async (req) => {
      const now = new Date();
      const audience = audienceOf(req.auth, req.query.role);
      // A visitor's and a student's list is the one the home page's HTML reads too, kept per process.
      if (audience === 'student') {
        const kept = await visitors.read(now);
        req.publicCacheExpiresAt = kept.until;
        return kept.slides;
      }
      const active = await slides.activeSlidesUntilChange(ctx, audience, now);
      req.publicCacheExpiresAt = Math.min(
        active.nextChange?.getTime() ?? Number.POSITIVE_INFINITY,
        now.getTime() + slides.ACTIVE_SLIDES_KEPT_MS,
      );
      return active.slides;
    },
  );
  app.get(
    '/:id',
    { config: admin, schema: { tags, params: idParam, response: { 200: slide, 404: errorBody } } },
    (req) => slides.getSlide(ctx, req.params.id),
  );
  app.post(
    '/',
    {
      config: adminWrite,
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: slide, 400: errorBody } },
    },
    async (req, reply) => {
      const { fields, media } = await readSlideForm(ctx, req);
      const created = await keepingMedia(ctx, media, () => slides.createSlide(ctx, fields, media));
      return reply.status(201).send(created);
    },
  );
  app.put(
    '/:id',
    {
      config: adminWrite,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: idParam,
        response: { 200: slide, 400: errorBody, 404: errorBody },
      },
    },
    async (req) => {
      const { fields, media } = await readSlideForm(ctx, req);
      return keepingMedia(ctx, media, () => slides.updateSlide(ctx, req.params.id, fields, media));
    },
  );
  app.delete(
    '/:id',
    { config: adminWrite, schema: { tags, params: idParam, response: { 200: messageBody, 404: errorBody } } },
    async (req) => {
      await slides.deleteSlide(ctx, req.params.id);
      return { message: 'Slide deleted' };
    },
  );
  app.post(
    '/reorder',
    {
      config: adminWrite,
      schema: { tags, body: reorderSlidesBody, response: { 200: z.array(slide), 404: errorBody } },
    },
    (req) => slides.reorderSlides(ctx, req.body.slides),
  );

  const count = (kind: CountKind) =>
    app.post(
      `/:id/${kind}`,
      {
        config: { access: 'public' },
        schema: {
          tags,
          params: idParam,
          ...(kind === 'click' ? { body: slideClickBody } : {}),
          response: { 200: slideCountResponse, 404: errorBody },
        },
      },
      (req) => {
        const sent = (req.body as { userAgent?: string } | undefined)?.userAgent;
        const viewer = viewerKey({
          userId: req.auth?.id ?? null,
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? sent ?? '',
        });
        return countSlideEvent(ctx.db, throttle, req.params.id, kind, viewer);
      },
    );
  count('view');
  count('click');

  app.get(
    '/:id/analytics',
    {
      config: admin,
      schema: {
        tags,
        params: idParam,
        querystring: slideAnalyticsQuery,
        response: { 200: slideAnalyticsResponse, 404: errorBody },
      },
    },
    (req) => slideAnalytics(ctx.db, req.params.id, req.query.period),
  );
};
