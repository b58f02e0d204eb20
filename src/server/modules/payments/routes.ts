import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../contract/common';
import { checkout, pointTransaction, priceChangedBody, purchaseBody } from '../../../contract/points';
import { notFound } from '../../errors';
import { currentUser } from '../../plugins/access';
import { getTransaction } from '../points/index';
import type { PaymentProvider } from './providers';
import { languageFromHeader, sandboxPage } from './sandbox-page';
import * as payments from './service';

const locale = (header: string | undefined): 'ar' | 'fr' | 'en' => {
  const lang = header?.slice(0, 2).toLowerCase();
  return lang === 'fr' || lang === 'en' ? lang : 'ar';
};

/** Card checkout, the transaction read by the success and failure pages, the sandbox and the webhooks. */
export function paymentsRoutes(provider: PaymentProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const { ctx } = app;
    const tags = ['payments'];

    app.post(
      '/create-checkout',
      {
        config: { access: 'user' },
        schema: {
          tags,
          body: purchaseBody,
          response: { 200: checkout, 404: errorBody, 409: priceChangedBody, 502: errorBody },
        },
      },
      (req) =>
        payments.createCheckout(
          ctx,
          provider,
          currentUser(req),
          req.body.packageId,
          locale(req.headers['accept-language']),
          req.body.expectedPrice,
        ),
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
      (req) => getTransaction(ctx.db, currentUser(req), req.params.id, req.language),
    );

    // The sandbox provider's hosted page and its two buttons. Like a real provider's page, it is reached
    // through the unguessable checkout id; it exists only while the sandbox is the configured provider.
    const sandboxParams = z.object({ checkoutId: z.uuid() });
    const sandboxOnly = () => {
      if (provider.name !== 'sandbox') throw notFound('Not found');
    };
    app.get(
      '/sandbox/:checkoutId',
      { config: { access: 'public' }, schema: { tags, params: sandboxParams, hide: true } },
      async (req, reply) => {
        sandboxOnly();
        const row = await payments.sandboxCheckout(ctx, req.params.checkoutId);
        // The payer's language: the account's, else what the browser asks for.
        const language =
          (await payments.payerLanguage(ctx, row.userId)) ??
          languageFromHeader(req.headers['accept-language']);
        return reply
          .type('text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(
            sandboxPage({
              checkoutId: req.params.checkoutId,
              packageName: row.description,
              points: row.amount,
              amountDzd: row.amountDzd ?? 0,
              status: row.status,
              language,
            }),
          );
      },
    );

    await app.register(async (plugin) => {
      const forms = plugin.withTypeProvider<ZodTypeProvider>();
      // The sandbox page posts plain HTML forms; their (empty) body carries nothing the server reads.
      forms.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string' },
        (_req, _body, done) => done(null, {}),
      );
      for (const action of ['pay', 'decline'] as const) {
        forms.post(
          `/sandbox/:checkoutId/${action}`,
          {
            config: { access: 'public' },
            schema: {
              tags,
              params: sandboxParams,
              response: { 200: z.object({ status: z.string(), redirect_url: z.string() }) },
            },
          },
          async (req, reply) => {
            sandboxOnly();
            const row = await payments.sandboxCheckout(ctx, req.params.checkoutId);
            // Like a real provider's lapsed checkout, an expired sandbox checkout can no longer be paid.
            if (row.status !== 'expired')
              await payments.settle(ctx, 'sandbox', {
                checkoutId: req.params.checkoutId,
                outcome: action === 'pay' ? 'paid' : 'failed',
                amountDzd: row.amountDzd,
                raw: { sandbox: action, at: new Date().toISOString() },
              });
            const page = action === 'pay' ? 'success' : 'failure';
            const redirect = `${ctx.config.publicUrl}/points/${page}?transaction_id=${row.id}`;
            if (req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
              return reply.redirect(redirect, 303);
            const settled = await payments.sandboxCheckout(ctx, req.params.checkoutId);
            return { status: settled.status, redirect_url: redirect };
          },
        );
      }
    });

    // Webhooks read the raw body: the signature covers the exact bytes the provider sent.
    await app.register(async (plugin) => {
      const hooks = plugin.withTypeProvider<ZodTypeProvider>();
      hooks.removeContentTypeParser('application/json');
      hooks.addContentTypeParser(
        'application/json',
        { parseAs: 'buffer', bodyLimit: 256 * 1024 },
        (_req, body, done) => done(null, body),
      );
      hooks.post(
        '/webhook/:provider',
        {
          config: { access: 'public' },
          schema: {
            tags,
            params: z.object({ provider: z.enum(['chargily', 'stripe']) }),
            response: { 200: z.object({ received: z.literal(true) }), 401: errorBody },
          },
        },
        async (req) => {
          if (req.params.provider !== provider.name) throw notFound('Not found');
          const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const event = await provider.verifyWebhook(raw, req.headers);
          const outcome = await payments.settle(ctx, provider.name, event);
          if (outcome.result === 'amount-mismatch' || outcome.result === 'unknown-checkout') {
            req.log.warn({ outcome, checkoutId: event.checkoutId }, 'payment webhook not applied');
          }
          return { received: true as const };
        },
      );
    });
  };
}
