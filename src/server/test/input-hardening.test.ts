import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, PDF, PNG } from './files';
import { buildUser, createTestApp, type TestApp, type TestUser } from './helper';

// No input answers 500 or hangs: ids past int4, ids written loosely, NUL bytes, odd ranges, broken multipart
// bodies and empty files are the caller's mistakes, answered 4xx at once.
let t: TestApp;
let admin: TestUser;
let prof: TestUser;
let student: TestUser;
let courseId: number;
let pdfBlockId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, prof, student] = await Promise.all([
    buildUser(t, 'admin'),
    buildUser(t, 'professor'),
    buildUser(t, 'student'),
  ]);
  const { payload, headers } = multipartBody([
    {
      name: 'data',
      value: JSON.stringify({
        title: 'Course with a PDF',
        description: 'd',
        sections: [{ title: 'S', blocks: [{ type: 'pdf', title: 'Summary', fileField: 'summary' }] }],
      }),
    },
    { name: 'summary', content: PDF, filename: 'summary.pdf' },
  ]);
  const res = await t.request({ method: 'POST', url: '/api/courses', token: prof.token, payload, headers });
  expect(res.statusCode, res.body).toBe(201);
  courseId = res.json().id;
  pdfBlockId = res.json().sections[0].blocks[0].id;
});
afterAll(async () => {
  await t.close();
});

describe('ids', () => {
  it('past the int4 range are refused with 400 in paths, queries and bodies', async () => {
    const big = 2 ** 31;
    for (const [method, url, payload] of [
      ['GET', `/api/users/${big}`],
      ['GET', `/api/courses/${big}`],
      ['GET', `/api/courses/${big}/comments`],
      ['GET', `/api/points/transaction/${big}`],
      ['GET', `/api/courses?materialId=${big}`],
      ['GET', `/api/points/transactions?user_id=${big}`],
      ['POST', '/api/points/buy-course', { courseId: big }],
      ['POST', '/api/years', { name: 'Year', levelId: big }],
      ['PUT', `/api/courses/${courseId}/assign-material-admin`, { material_id: 99_999_999_999 }],
    ] as const) {
      const token = method === 'POST' && url.includes('buy') ? student.token : admin.token;
      const res = await t.request({ method, url, token, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
    }
  });

  it('are canonical digits only', async () => {
    for (const id of ['%201', '+1', '01', '1e0', '0x1', '1.0', String(admin.user.id) + '%20']) {
      const res = await t.request({ method: 'GET', url: `/api/users/${id}`, token: admin.token });
      expect(res.statusCode, id).toBe(400);
    }
    const ok = await t.request({ method: 'GET', url: `/api/users/${admin.user.id}`, token: admin.token });
    expect(ok.statusCode).toBe(200);
  });
});

describe('NUL bytes', () => {
  it('in any string are refused with 400', async () => {
    const cases = [
      { method: 'GET', url: '/api/users?search=a%00b', token: admin.token },
      { method: 'GET', url: '/api/courses?search=a%00b' },
      { method: 'POST', url: '/api/levels', token: admin.token, payload: { name: 'Level\u0000' } },
      {
        method: 'PUT',
        url: `/api/users/${student.user.id}`,
        token: student.token,
        payload: { name: 'Ab\u0000c' },
      },
      {
        method: 'POST',
        url: '/api/points/codes/redeem',
        token: student.token,
        payload: { code: 'ABCDEFGH\u0000JKLMNPQ' },
      },
      { method: 'POST', url: '/api/auth/login', payload: { email: 'a@b.dz', password: 'pass\u0000word' } },
    ] as const;
    for (const c of cases) {
      const res = await t.request(c);
      expect(res.statusCode, `${c.method} ${c.url}`).toBe(400);
      expect(res.json().error).toMatch(/NUL/);
    }
  });

  it('in a multipart JSON part are refused with 400', async () => {
    const { payload, headers } = multipartBody([
      {
        name: 'data',
        value: JSON.stringify({ title: 'T\u0000', description: 'd', sections: [{ title: 'S', blocks: [] }] }),
      },
    ]);
    const res = await t.request({ method: 'POST', url: '/api/courses', token: prof.token, payload, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/NUL/);
  });
});

describe('files', () => {
  const pdfUrl = () => `/api/courses/${courseId}/files/${pdfBlockId}`;

  it('an unsatisfiable range is 416 with the size', async () => {
    for (const range of [`bytes=${PDF.length}-`, 'bytes=5-2', 'bytes=-0', 'bytes=99999999999999999999-']) {
      const res = await t.request({ method: 'GET', url: pdfUrl(), token: prof.token, headers: { range } });
      expect(res.statusCode, range).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${PDF.length}`);
    }
    const part = await t.request({
      method: 'GET',
      url: pdfUrl(),
      token: prof.token,
      headers: { range: 'bytes=0-3' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('%PDF');
  });

  it('PDFs are served with the same sandbox as every other file', async () => {
    const res = await t.request({ method: 'GET', url: pdfUrl(), token: prof.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  const uploadRoutes = () => [
    { url: `/api/users/${prof.user.id}/avatar`, field: 'avatar', method: 'POST' as const },
    { url: `/api/courses/${courseId}/cover`, field: 'cover', method: 'PUT' as const },
    { url: `/api/courses/${courseId}/blocks/${pdfBlockId}/file`, field: 'file', method: 'PUT' as const },
  ];

  it('a zero-byte file is answered 400 at once on every upload route', async () => {
    for (const route of uploadRoutes()) {
      const { payload, headers } = multipartBody([
        { name: route.field, content: Buffer.alloc(0), filename: 'x' },
      ]);
      const res = await t.request({
        method: route.method,
        url: route.url,
        token: prof.token,
        payload,
        headers,
      });
      expect(res.statusCode, route.url).toBe(400);
      expect(res.json()).toEqual({ error: 'The file is empty' });
    }
    const { payload, headers } = multipartBody([
      {
        name: 'data',
        value: JSON.stringify({
          title: 'Empty',
          description: 'd',
          sections: [{ title: 'S', blocks: [{ type: 'pdf', title: 'P', fileField: 'f' }] }],
        }),
      },
      { name: 'f', content: Buffer.alloc(0), filename: 'f.pdf' },
    ]);
    const res = await t.request({ method: 'POST', url: '/api/courses', token: prof.token, payload, headers });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The file is empty' });
  });

  it('a malformed multipart body is 400', async () => {
    const good = multipartBody([{ name: 'x', content: PNG, filename: 'a.png' }]);
    const bodies = [
      { headers: { 'content-type': 'multipart/form-data' }, payload: good.payload },
      { headers: { 'content-type': 'multipart/form-data; boundary=nope' }, payload: good.payload },
      { headers: good.headers, payload: good.payload.subarray(0, good.payload.length - 30) },
      { headers: good.headers, payload: Buffer.from('garbage') },
    ];
    for (const route of [
      ...uploadRoutes(),
      { url: '/api/courses', field: 'data', method: 'POST' as const },
    ]) {
      for (const body of bodies) {
        const res = await t.request({ method: route.method, url: route.url, token: prof.token, ...body });
        expect(res.statusCode, `${route.url} ${body.headers['content-type']}`).toBe(400);
      }
    }
  });
});

describe('headers', () => {
  it('authenticated answers are never cached', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/me', token: student.token });
    expect(res.headers['cache-control']).toBe('no-store');
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: student.user.email, password: student.password },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('the client’s request id is kept only when well formed', async () => {
    const kept = await t.request({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(kept.headers['x-request-id']).toBe('abc-123');
    for (const bad of ['a b', 'x'.repeat(200), '<script>', 'line\tbreak']) {
      const res = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).not.toBe(bad);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('style sheets come from this site only', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    const styles = /style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1] ?? '';
    expect(styles).toContain("'self'");
    expect(styles).not.toContain('https:');
  });
});

describe('earnings dates', () => {
  it('at the ends of the calendar are 400', async () => {
    for (const q of [
      'from=0000-01-01',
      'to=9999-12-31',
      'from=2026-02-30',
      'from=2026-05-01&to=2026-01-01',
    ]) {
      const res = await t.request({ method: 'GET', url: `/api/admin/earnings?${q}`, token: admin.token });
      expect(res.statusCode, q).toBe(400);
    }
    const ok = await t.request({
      method: 'GET',
      url: '/api/admin/earnings?from=2026-01-01&to=2026-12-31',
      token: admin.token,
    });
    expect(ok.statusCode).toBe(200);
  });
});
