import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponse as authResponseSchema,
  FORGOT_PASSWORD_MESSAGE,
  forgotPasswordBody,
  loginBody,
  REFRESH_TOKEN_TTL_DAYS,
  registerBody,
  resetPasswordBody,
  resetTokenBody,
  emailChangeResult,
  verifyResetTokenResponse,
  verifyResponse,
} from '../../../contract/auth';
import { errorBody, messageBody } from '../../../contract/common';
import { toUserDto } from '../users/index';
import { currentUser } from '../../plugins/access';
import { emailKey, throttle } from '../../plugins/rate-limit';
import * as auth from './service';
import { confirmEmailChange, getUser, undoEmailChange } from '../users/index';

export const REFRESH_COOKIE = 'masar_rt';

/** Reset attempts are also counted per token, the account-side key of a reset. */
const resetKey = (request: FastifyRequest) => {
  const token = (request.body as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' ? token.slice(0, 64) : request.ip;
};
const COOKIE_PATH = '/api/auth';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const limits = ctx.config.rateLimits;
  const secure = ctx.config.publicUrl.startsWith('https://');

  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: REFRESH_TOKEN_TTL_DAYS * 86_400,
    });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure });
  const presentedRefresh = (request: FastifyRequest) => request.cookies[REFRESH_COOKIE];

  app.post(
    '/login',
    {
      config: { access: 'public' },
      preHandler: [
        throttle(app, 'login-ip', limits.loginPerIp),
        throttle(app, 'login-account', limits.loginPerAccount, emailKey),
      ],
      schema: {
        tags: ['auth'],
        body: loginBody,
        response: { 200: authResponseSchema, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const session = await auth.login(ctx, request.body.email, request.body.password);
      setRefreshCookie(reply, session.refreshToken);
      return session.body;
    },
  );

  app.post(
    '/register',
    {
      config: { access: 'public' },
      preHandler: [
        throttle(app, 'register-ip', limits.registerPerIp),
        throttle(app, 'register-account', limits.registerPerAccount, emailKey),
      ],
      schema: {
        tags: ['auth'],
        body: registerBody,
        response: { 201: authResponseSchema, 403: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const session = await auth.register(ctx, request.body);
      setRefreshCookie(reply, session.refreshToken);
      return reply.status(201).send(session.body);
    },
  );

  app.post(
    '/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'], response: { 200: messageBody } } },
    async (request, reply) => {
      await auth.logout(ctx, presentedRefresh(request), request.auth);
      clearRefreshCookie(reply);
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/me',
    { config: { access: 'user' }, schema: { tags: ['auth'], response: { 200: authResponseSchema } } },
    async (request) => {
      const user = await getUser(ctx.db, currentUser(request).id);
      return auth.authResponse(ctx, user, { existing: request.accessToken ?? undefined });
    },
  );

  app.post(
    '/verify',
    { config: { access: 'user' }, schema: { tags: ['auth'], response: { 200: verifyResponse } } },
    async (request) => {
      const user = await getUser(ctx.db, currentUser(request).id);
      return { valid: true as const, user: toUserDto(user) };
    },
  );

  app.post(
    '/refresh-token',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], response: { 200: authResponseSchema, 401: errorBody } },
    },
    async (request, reply) => {
      try {
        const session = await auth.refresh(ctx, presentedRefresh(request));
        setRefreshCookie(reply, session.refreshToken);
        return session.body;
      } catch (error) {
        clearRefreshCookie(reply);
        throw error;
      }
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      preHandler: [
        throttle(app, 'forgot-ip', limits.forgotPerIp),
        throttle(app, 'forgot-account', limits.forgotPerAccount, emailKey),
      ],
      schema: { tags: ['auth'], body: forgotPasswordBody, response: { 200: messageBody } },
    },
    async (request) => {
      const sendMail = await auth.forgotPassword(ctx, request.body);
      if (sendMail) {
        ctx.background.track(
          sendMail().catch((err: unknown) => request.log.error({ err }, 'password reset mail failed')),
        );
      }
      return { message: FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/verify-reset-token',
    {
      config: { access: 'public' },
      preHandler: [
        throttle(app, 'reset-ip', limits.resetPerIp),
        throttle(app, 'reset-token', limits.loginPerAccount, resetKey),
      ],
      schema: {
        tags: ['auth'],
        body: resetTokenBody,
        response: { 200: verifyResetTokenResponse, 400: errorBody },
      },
    },
    async (request) => ({ valid: true as const, ...(await auth.verifyResetToken(ctx, request.body.token)) }),
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      preHandler: [
        throttle(app, 'reset-ip', limits.resetPerIp),
        throttle(app, 'reset-token', limits.loginPerAccount, resetKey),
      ],
      schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: messageBody, 400: errorBody } },
    },
    async (request) => {
      await auth.resetPassword(ctx, request.body);
      return { message: 'Your password has been changed. Sign in with the new one.' };
    },
  );

  // The two links of an email change: confirm (sent to the new address) and undo (sent to the old one).
  app.post(
    '/confirm-email',
    {
      config: { access: 'public' },
      preHandler: [throttle(app, 'email-link-ip', limits.emailLinkPerIp)],
      schema: {
        tags: ['auth'],
        body: resetTokenBody,
        response: { 200: emailChangeResult, 400: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const { email } = await confirmEmailChange(ctx, request.body.token);
      return { email, message: 'Your email address is changed. Sign in with it.' };
    },
  );

  app.post(
    '/undo-email-change',
    {
      config: { access: 'public' },
      preHandler: [throttle(app, 'email-link-ip', limits.emailLinkPerIp)],
      schema: {
        tags: ['auth'],
        body: resetTokenBody,
        response: { 200: emailChangeResult, 400: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const { email } = await undoEmailChange(ctx, request.body.token);
      return {
        email,
        message: 'The change is cancelled and every session is signed out. Choose a new password now.',
      };
    },
  );
};

export default authRoutes;
