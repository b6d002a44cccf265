// Admin Panel user list with 100,000 users: seeds an in-memory PGlite through the server's own
// migrations, then times the real listUsers / adminStats (apps/server/src/modules/admin/user-directory.ts).
// Run: node bench/admin-users.mjs [userCount]    (prints figures; asserts nothing)
import { register } from 'tsx/esm/api';

register();
const { openDatabase } = await import('../apps/server/src/db/client.ts');
const { listUsers, adminStats } = await import('../apps/server/src/modules/admin/user-directory.ts');

const USERS = Number(process.argv[2] ?? 100_000);
const RUNS = 7;

const started = performance.now();
const database = await openDatabase({ dataDir: ':memory:' });
const { db } = database;
const client = db.$client;
console.log(`open + migrate: ${(performance.now() - started).toFixed(0)} ms`);

let at = performance.now();
// One statement per 20,000 rows keeps PGlite's memory flat. Names and emails carry a hash so
// substring searches hit few rows, as real addresses do.
for (let from = 1; from <= USERS; from += 20_000) {
  const to = Math.min(USERS, from + 19_999);
  await client.exec(`
    insert into "user" (id, name, email, role, created_at, updated_at)
    select 'u' || g,
           case when g % 7 = 0 then '' else 'Person ' || g || ' ' || substr(md5(g::text), 1, 8) end,
           'person' || g || '.' || substr(md5(g::text), 9, 6) || '@example' || (g % 50) || '.com',
           case when g % 5000 = 0 then 'admin' else 'user' end,
           now() - make_interval(secs => ${USERS} - g), now()
    from generate_series(${from}, ${to}) g;
    insert into subscription (id, user_id, provider, plan, status, current_period_end, granted_by_admin)
    select 's' || g, 'u' || g, 'admin', 'monthly', 'active', now() + interval '10 days', true
    from generate_series(${from}, ${to}) g where g % 10 = 0;`);
}
await client.exec('analyze');
console.log(`seed ${USERS.toLocaleString('en-US')} users: ${(performance.now() - at).toFixed(0)} ms`);

async function time(label, run) {
  await run(); // warm-up
  const runs = [];
  let result;
  for (let i = 0; i < RUNS; i += 1) {
    at = performance.now();
    result = await run();
    runs.push(performance.now() - at);
  }
  runs.sort((a, b) => a - b);
  const rows = Array.isArray(result.users) ? `${result.users.length} users` : JSON.stringify(result);
  console.log(`${label.padEnd(44)} median ${runs[RUNS >> 1].toFixed(1).padStart(6)} ms   max ${runs.at(-1).toFixed(1).padStart(6)} ms   (${rows})`);
  return result;
}

const first = await time('first page (50, newest first)', () => listUsers(db, { query: '', limit: 50 }));
await time('next page by cursor', () => listUsers(db, { query: '', limit: 50, cursor: first.nextCursor }));
const deep = await listUsers(db, { query: '', limit: 100, cursor: first.nextCursor });
await time('a later page (after 150 rows)', () => listUsers(db, { query: '', limit: 50, cursor: deep.nextCursor }));
const sample = 'person54321.' + (await client.query(`select substr(md5('54321'), 9, 6) as h`)).rows[0].h;
await time(`search, one match ("${sample.slice(0, 14)}")`, () => listUsers(db, { query: sample, limit: 50 }));
await time('search, email substring ("a1b")', () => listUsers(db, { query: 'a1b', limit: 50 }));
await time('search, many matches ("example7")', () => listUsers(db, { query: 'example7', limit: 50 }));
await time('search, no match ("zzzzqqq")', () => listUsers(db, { query: 'zzzzqqq', limit: 50 }));
await time('search by name ("Person 9999")', () => listUsers(db, { query: 'Person 9999', limit: 50 }));
await time('stats (users, subscriptions, admins)', () => adminStats(db));

const planOf = async (text) => {
  const plan = await client.query(
    `explain select id from "user" where email ilike '%${text}%' or name ilike '%${text}%' order by created_at desc, id desc limit 51`,
  );
  return plan.rows.map((row) => row['QUERY PLAN'].trim()).filter((line) => /Index|Seq Scan/.test(line)).map((line) => line.replace(/\s+\(cost.*$/, '')).join(' | ');
};
console.log(`plan, rare search: ${await planOf(sample)}`);
console.log(`plan, common search: ${await planOf('a1b')}`);

// The same queries without the admin indexes, to show what they are for.
await client.exec('drop index user_created_at_id_idx, user_email_trgm_idx, user_name_trgm_idx, user_role_idx; analyze "user"');
console.log('-- without the indexes --');
await time('first page (50, newest first)', () => listUsers(db, { query: '', limit: 50 }));
await time(`search, one match ("${sample.slice(0, 14)}")`, () => listUsers(db, { query: sample, limit: 50 }));
await time('search, no match ("zzzzqqq")', () => listUsers(db, { query: 'zzzzqqq', limit: 50 }));
await database.close();
