import { openDatabase } from '/work/main/src/server/db/client';
const t=Date.now();
const d = await openDatabase({kind:'pglite'});
console.log('open', Date.now()-t);
await d.migrate(); console.log('migr', Date.now()-t);
await d.db.execute("create extension if not exists pg_trgm" as never).catch(e=>console.log(e.message));
const blob = await d.dump!(); console.log('dump', Date.now()-t, blob.size);
const e = await openDatabase({kind:'pglite', loadDataDir: blob}); console.log('load', Date.now()-t);
console.log(await e.db.execute('select count(*) from users' as never));
