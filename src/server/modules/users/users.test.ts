import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, createTestApp, type TestApp, type TestUser } from '../../test/helper';

let t: TestApp;
let admin: TestUser;
let student: TestUser;
let other: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t, 'admin');
  student = await buildUser(t, 'student', { name: 'Walid Kaci' });
  other = await buildUser(t, 'student');
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, content: Buffer, type = 'application/octet-stream') {
  const boundary = '----masar-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('GET /users', () => {
  it('lists users for an admin, paginated and newest first', async () => {
    const res = await t.request({ method: 'GET', url: '/api/users?page=1&limit=2', token: admin.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.users).toHaveLength(2);
    expect(body.users[0].id).toBe(other.user.id);
    expect(body.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const page2 = (
      await t.request({ method: 'GET', url: '/api/users?page=2&limit=2', token: admin.token })
    ).json();
    expect(page2.users.map((u: { id: number }) => u.id)).toEqual([admin.user.id]);
  });

  it('pages every user or one role in either order as the list built for a filter does', async () => {
    const ids = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `/api/users?${query}`, token: admin.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().users.map((u: { id: number }) => u.id);
    };
    expect(await ids('sort=oldest&limit=2')).toEqual([admin.user.id, student.user.id]);
    expect(await ids('role=student&sort=oldest&page=2&limit=1')).toEqual([other.user.id]);
    // No one is suspended here: `status=active` lists everyone, through the statement built for the request.
    for (const role of ['', 'role=student&', 'role=admin&']) {
      for (const sort of ['newest', 'oldest']) {
        for (const page of [1, 2]) {
          const query = `${role}sort=${sort}&page=${page}&limit=1`;
          expect(await ids(query), query).toEqual(await ids(`${query}&status=active`));
        }
      }
    }
  });

  it('searches by name or email and filters by role', async () => {
    const byName = (
      await t.request({ method: 'GET', url: '/api/users?search=walid', token: admin.token })
    ).json();
    expect(byName.users.map((u: { id: number }) => u.id)).toEqual([student.user.id]);
    const byEmail = await t.request({
      method: 'GET',
      url: `/api/users?search=${encodeURIComponent(admin.user.email.slice(0, 12))}`,
      token: admin.token,
    });
    expect(byEmail.json().users.map((u: { id: number }) => u.id)).toEqual([admin.user.id]);
    const admins = (
      await t.request({ method: 'GET', url: '/api/users?role=admin', token: admin.token })
    ).json();
    expect(admins.users).toHaveLength(1);
    expect(admins.users.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    expect(admins.pagination.total).toBe(1);
    // LIKE wildcards in a search are literal.
    const wild = (
      await t.request({ method: 'GET', url: '/api/users?search=%25', token: admin.token })
    ).json();
    expect(wild.users).toEqual([]);
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    expect((await t.request({ method: 'GET', url: '/api/users', token: student.token })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
  });

  it('rejects a bad role filter naming the field', async () => {
    const res = await t.request({ method: 'GET', url: '/api/users?role=king', token: admin.token });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^role: /);
  });
});

describe('POST /users', () => {
  it('lets an admin create any role, including admins', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      token: admin.token,
      payload: { name: 'Second Admin', email: 'admin2@example.dz', password: 'long-enough-1', role: 'admin' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ email: 'admin2@example.dz', role: 'admin' });
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin2@example.dz', password: 'long-enough-1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a duplicate email', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      token: admin.token,
      payload: { name: 'Dup', email: student.user.email.toUpperCase(), password: 'long-enough-1' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('refuses a professor', async () => {
    const prof = await buildUser(t, 'professor');
    const res = await t.request({
      method: 'POST',
      url: '/api/users',
      token: prof.token,
      payload: { name: 'Sneaky', email: 'sneaky@example.dz', password: 'long-enough-1', role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET/PUT/DELETE /users/{id}', () => {
  it('a user reads their own record; another student cannot', async () => {
    const own = await t.request({
      method: 'GET',
      url: `/api/users/${student.user.id}`,
      token: student.token,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(student.user);
    const foreign = await t.request({
      method: 'GET',
      url: `/api/users/${student.user.id}`,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('answers 404 User not found for a missing id', async () => {
    const res = await t.request({ method: 'GET', url: '/api/users/999999', token: admin.token });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'User not found' });
  });

  it('a user renames themselves but never changes their own role', async () => {
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/users/${other.user.id}`,
      token: other.token,
      payload: { name: 'Nour Amrani' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('Nour Amrani');
    const promote = await t.request({
      method: 'PUT',
      url: `/api/users/${other.user.id}`,
      token: other.token,
      payload: { role: 'admin' },
    });
    expect(promote.statusCode).toBe(403);
    const me = await t.request({ method: 'GET', url: `/api/users/${other.user.id}`, token: other.token });
    expect(me.json().role).toBe('student');
  });

  it('an admin cannot change their own role either, but changes others’', async () => {
    const self = await t.request({
      method: 'PUT',
      url: `/api/users/${admin.user.id}`,
      token: admin.token,
      payload: { role: 'student' },
    });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: 'You cannot change your own role' });
    const prof = await buildUser(t, 'student');
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${prof.user.id}`,
      token: admin.token,
      payload: { role: 'professor' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('professor');
  });

  it('a user changing their password must give the current one', async () => {
    const u = await buildUser(t, 'student');
    const missing = await t.request({
      method: 'PUT',
      url: `/api/users/${u.user.id}`,
      token: u.token,
      payload: { password: 'a-new-password' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/^currentPassword: /);
    const ok = await t.request({
      method: 'PUT',
      url: `/api/users/${u.user.id}`,
      token: u.token,
      payload: { password: 'a-new-password', currentPassword: u.password },
    });
    expect(ok.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.user.email, password: 'a-new-password' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses unknown fields and another student’s record', async () => {
    const extra = await t.request({
      method: 'PUT',
      url: `/api/users/${other.user.id}`,
      token: other.token,
      payload: { name: 'Ok Name', balance: 1_000_000 },
    });
    expect(extra.statusCode).toBe(400);
    const foreign = await t.request({
      method: 'PUT',
      url: `/api/users/${student.user.id}`,
      token: other.token,
      payload: { name: 'Hacked' },
    });
    expect(foreign.statusCode).toBe(403);
    const check = await t.request({
      method: 'GET',
      url: `/api/users/${student.user.id}`,
      token: admin.token,
    });
    expect(check.json().name).toBe('Walid Kaci');
  });

  it('refuses to take an email another account uses', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${other.user.id}`,
      token: other.token,
      payload: { email: student.user.email, currentPassword: other.password },
    });
    expect(res.statusCode).toBe(409);
  });

  it('deletes: a student cannot delete another; a user can delete themselves; an admin anyone', async () => {
    const victim = await buildUser(t, 'student');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/${victim.user.id}`, token: other.token }))
        .statusCode,
    ).toBe(403);
    const self = await buildUser(t, 'student');
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/${self.user.id}`, token: self.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/${victim.user.id}`, token: admin.token }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${victim.user.id}`, token: admin.token }))
        .statusCode,
    ).toBe(404);
  });
});

describe('deleting a user with history', () => {
  it('refuses to delete a professor with courses or a student with a points history (409), changing nothing', async () => {
    const prof = await buildUser(t, 'professor');
    await t.request({
      method: 'POST',
      url: '/api/courses',
      token: prof.token,
      payload: { title: 'Kept', sections: [{ title: 'S', blocks: [{ type: 'text', content: 'x' }] }] },
    });
    const res = await t.request({ method: 'DELETE', url: `/api/users/${prof.user.id}`, token: admin.token });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'This user still has courses or a points history and cannot be deleted',
    });

    const saver = await buildUser(t, 'student');
    await t.request({
      method: 'PUT',
      url: '/api/points/balance',
      token: admin.token,
      payload: { user_id: saver.user.id, points: 50 },
    });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/users/${saver.user.id}`, token: saver.token }))
        .statusCode,
    ).toBe(409);
    expect(
      (await t.request({ method: 'GET', url: `/api/users/${saver.user.id}`, token: admin.token })).statusCode,
    ).toBe(200);
  });
});

describe('POST /users/{id}/avatar', () => {
  it('stores an image under a server-chosen name and serves it with its real type', async () => {
    const { payload, headers } = multipart('avatar', '../../evil.html', PNG, 'text/html');
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${student.user.id}/avatar`,
      token: student.token,
      payload,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().avatar_url;
    expect(url).toMatch(/^\/api\/files\/avatars\/[0-9a-f-]{36}\.png$/);
    const file = await t.request({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(file.rawPayload.equals(PNG)).toBe(true);
    const me = await t.request({ method: 'GET', url: `/api/users/${student.user.id}`, token: student.token });
    expect(me.json().avatar_url).toBe(url);
  });

  it('refuses a non-image named like an image (checked by content)', async () => {
    const { payload, headers } = multipart(
      'avatar',
      'photo.png',
      Buffer.from('<script>alert(1)</script>'),
      'image/png',
    );
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${other.user.id}/avatar`,
      token: other.token,
      payload,
      headers,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toMatch(/Unsupported file type/);
  });

  it('refuses an image over 2 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const { payload, headers } = multipart('avatar', 'big.png', big, 'image/png');
    const res = await t.request({
      method: 'POST',
      url: `/api/users/${other.user.id}/avatar`,
      token: other.token,
      payload,
      headers,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'File is too large' });
  });

  it('refuses another user’s avatar and a request without the file', async () => {
    const { payload, headers } = multipart('avatar', 'a.png', PNG);
    const foreign = await t.request({
      method: 'POST',
      url: `/api/users/${student.user.id}/avatar`,
      token: other.token,
      payload,
      headers,
    });
    expect(foreign.statusCode).toBe(403);
    const wrongField = multipart('picture', 'a.png', PNG);
    const missing = await t.request({
      method: 'POST',
      url: `/api/users/${other.user.id}/avatar`,
      token: other.token,
      ...wrongField,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatch(/^avatar: /);
  });
});
