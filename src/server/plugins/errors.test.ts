import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import { expectErrorLogs } from '../test/log-capture';
import { createTestApp, type TestApp } from '../test/helper';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    configure: async (config) => {
      await mkdir(config.webDir, { recursive: true });
      await writeFile(
        path.join(config.webDir, 'index.html'),
        '<!doctype html><title>Masar</title><div id="root"></div>',
      );
    },
  });
});
afterAll(async () => {
  await t.close();
});

describe('error handler', () => {
  it('answers an unknown /api path with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
    expect((await t.request({ method: 'POST', url: '/api/users/1/nothing' })).statusCode).toBe(404);
  });

  it('serves index.html for the app’s pages, and with 404 for any other GET (the client shows not-found)', async () => {
    const page = await t.request({ method: 'GET', url: '/TTHLanguages?x=1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
    const unknown = await t.request({ method: 'GET', url: '/some/client/route?x=1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/text\/html/);
    expect(unknown.body).toContain('<div id="root">');
  });

  it('answers a missing built asset with 404, not index.html', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/index-deadbeef.js' });
    expect(res.statusCode).toBe(404);
  });

  it('answers bad JSON with 400 and a clear message', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('names the missing field', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.dz' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^password: /);
  });

  it('carries request ids', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});

describe('error handler on thrown errors', () => {
  it('turns AppError into its status and message, and hides everything else behind a generic 500', async () => {
    const { registerErrorHandler } = await import('./errors');
    const Fastify = (await import('fastify')).default;
    const { validatorCompiler, serializerCompiler } = await import('fastify-type-provider-zod');
    const { logStream } = await import('../test/log-capture');
    const app = Fastify({ logger: { level: 'error', stream: logStream } });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    app.get('/conflict', async () => {
      throw new AppError(409, 'Course already purchased');
    });
    app.get('/boom', async () => {
      throw new Error('select * from secrets — connection refused at db.ts:42');
    });
    app.get('/bad-response', { schema: { response: { 200: z.object({ id: z.number() }) } } }, async () => ({
      id: 'nope',
    }));

    const conflict = await app.inject({ method: 'GET', url: '/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ error: 'Course already purchased' });

    expectErrorLogs(2);
    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({ error: 'Internal server error' });
    expect(boom.body).not.toMatch(/select|secrets|db\.ts|stack/);

    const bad = await app.inject({ method: 'GET', url: '/bad-response' });
    expect(bad.statusCode).toBe(500);
    expect(bad.json()).toEqual({ error: 'Internal server error' });
    await app.close();
  });
});
