import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, messageBody, pageQuery } from '../../../contract/common';
import {
  balance,
  buyCourseBody,
  buyCourseResult,
  checkout,
  codesQuery,
  earningsQuery,
  earningsReport,
  generateCodesBody,
  generatedCodes,
  myCourses,
  pointPackage,
  pointPackageBody,
  pointPackagePatch,
  pointTransaction,
  priceChangedBody,
  purchaseBody,
  redeemBody,
  redeemResult,
  setBalanceBody,
  transactionList,
  transactionsQuery,
} from '../../../contract/points';
import { currentUser } from '../../plugins/access';
import { accountKey, throttle } from '../../plugins/rate-limit';
import { courseReadCache } from '../courses/index';
import { createCheckout, type PaymentProvider } from '../payments/index';
import { getBalance, setBalanceByAdmin } from './balance';
import { codesCsv, generateCodes, redeem } from './codes';
import { listCodes } from './codes.read-model';
import { getEarningsReport } from './earnings.read-model';
import { createPackage, deletePackage, listPackages, updatePackage } from './packages';
import { buyCourse, listMyCourses } from './purchases';
import { getTransaction, listTransactions } from './transactions.read-model';

export function pointsRoutes(provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const { ctx } = app;
    const { db } = ctx;
    const tags = ['points'];
    const admin = { access: ['admin'] as const };
    const limits = ctx.config.rateLimits;
    const courseReads = courseReadCache(ctx.events);

    app.get(
      '/balance',
      { config: { access: 'user' }, schema: { tags, response: { 200: balance } } },
      async (req) => ({
        balance: await getBalance(db, currentUser(req).id),
      }),
    );
    app.put(
      '/balance',
      {
        config: admin,
        schema: {
          tags,
          body: setBalanceBody,
          response: { 200: z.object({ balance: z.number(), transaction_id: z.number().nullable() }) },
        },
      },
      async (req) => {
        const result = await setBalanceByAdmin(db, currentUser(req), req.body);
        return { balance: result.balance, transaction_id: result.transactionId };
      },
    );

    app.get(
      '/packages',
      { config: { access: 'public' }, schema: { tags, response: { 200: z.array(pointPackage) } } },
      (req) => listPackages(db, { all: false, language: req.language }),
    );
    app.get(
      '/packages/all',
      { config: admin, schema: { tags, response: { 200: z.array(pointPackage) } } },
      () => listPackages(db, { all: true }),
    );
    app.post(
      '/packages',
      { config: admin, schema: { tags, body: pointPackageBody, response: { 201: pointPackage } } },
      async (req, reply) => reply.status(201).send(await createPackage(db, req.body)),
    );
    app.put(
      '/packages/:id',
      {
        config: admin,
        schema: { tags, params: idParam, body: pointPackagePatch, response: { 200: pointPackage } },
      },
      (req) => updatePackage(db, req.params.id, req.body),
    );
    app.delete(
      '/packages/:id',
      {
        config: admin,
        schema: { tags, params: idParam, response: { 200: messageBody.extend({ deleted: z.boolean() }) } },
      },
      async (req) => {
        const { deleted } = await deletePackage(db, req.params.id);
        return {
          deleted,
          message: deleted ? 'Package deleted' : 'The package has sales, so it was deactivated instead',
        };
      },
    );

    app.post(
      '/purchase',
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: purchaseBody,
          response: { 200: checkout, 404: errorBody, 409: priceChangedBody },
        },
      },
      (req) => {
        const lang = req.headers['accept-language']?.slice(0, 2);
        return createCheckout(
          ctx,
          provider,
          currentUser(req),
          req.body.packageId,
          lang === 'fr' || lang === 'en' ? lang : 'ar',
          req.body.expectedPrice,
        );
      },
    );

    app.get(
      '/transactions',
      {
        config: { access: 'user' },
        schema: { tags, querystring: transactionsQuery, response: { 200: transactionList } },
      },
      (req) => listTransactions(db, currentUser(req), req.query, { own: false, language: req.language }),
    );
    app.get(
      '/transactions/me',
      {
        config: { access: 'user' },
        schema: { tags, querystring: transactionsQuery, response: { 200: transactionList } },
      },
      (req) => listTransactions(db, currentUser(req), req.query, { own: true, language: req.language }),
    );
    app.get(
      '/transaction/:id',
      {
        config: { access: 'user' },
        schema: {
          tags,
          params: idParam,
          response: { 200: pointTransaction, 403: errorBody, 404: errorBody },
        },
      },
      (req) => getTransaction(db, currentUser(req), req.params.id, req.language),
    );

    app.post(
      '/buy-course',
      {
        config: { access: ['student'] },
        schema: {
          tags,
          body: buyCourseBody,
          response: { 200: buyCourseResult, 402: errorBody, 404: errorBody, 409: priceChangedBody },
        },
      },
      (req) => buyCourse(ctx, currentUser(req), req.body.courseId, req.body.expectedPrice),
    );
    app.get(
      '/my-courses',
      { config: { access: 'user' }, schema: { tags, querystring: pageQuery, response: { 200: myCourses } } },
      (req) => listMyCourses(db, currentUser(req).id, req.query, req.language, courseReads),
    );

    app.post(
      '/codes',
      { config: admin, schema: { tags, body: generateCodesBody, response: { 201: generatedCodes } } },
      async (req, reply) =>
        reply.status(201).send(await generateCodes(db, currentUser(req), req.body, req.language)),
    );
    // JSON (a `codeList`) or, with format=csv, a CSV of every matching code for printing.
    app.get('/codes', { config: admin, schema: { tags, querystring: codesQuery } }, async (req, reply) => {
      const list = await listCodes(db, req.query, req.language);
      if (req.query.format !== 'csv') return list;
      const name = `masar-codes-${req.query.batch ?? new Date().toISOString().slice(0, 10)}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
        .serializer((payload: string) => payload)
        .send(codesCsv(list.codes));
    });
    app.post(
      '/codes/redeem',
      {
        config: { access: 'user' },
        preHandler: [
          throttle(app, 'redeem-ip', limits.redeemPerIp),
          throttle(app, 'redeem-account', limits.redeemPerAccount, accountKey),
        ],
        schema: {
          tags,
          body: redeemBody,
          response: { 200: redeemResult, 404: errorBody, 409: errorBody, 429: errorBody },
        },
      },
      (req) => redeem(db, currentUser(req), req.body.code),
    );
  };
}

/** Under /api/admin: the earnings behind the admin earnings pages. */
export const earningsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/earnings',
    {
      config: { access: ['admin'] },
      schema: { tags: ['points'], querystring: earningsQuery, response: { 200: earningsReport } },
    },
    (req) => getEarningsReport(app.ctx.db, req.query),
  );
};
