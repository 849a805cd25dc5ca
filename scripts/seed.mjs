// npm run seed: resets the local database to the demo data (migrations, then the demo agencies).
// It replaces everything the demo data covers, also what was added since: sites and hostnames
// (npm run site), estates (npm run import), pages, holiday rentals, agenda and appointments,
// subscriptions and the outbox. In a terminal it says what the database holds and asks first;
// `--yes`, or no terminal (CI, other scripts), goes ahead. `--persist-to=dir`: the database of
// `wrangler dev --persist-to dir` instead of .wrangler/state.
import { createInterface } from 'node:readline/promises';
import { localBindings, migrate, seed } from './lib.mjs';

const persistTo = process.argv.find((arg) => arg.startsWith('--persist-to='))?.split('=')[1];
const yes = process.argv.includes('--yes') || process.argv.includes('-y');

/** What the local database holds now: sites and estates, or null when it has no tables yet. */
async function holdings() {
  const local = await localBindings(persistTo);
  try {
    const count = async (table) => Number((await local.env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first())?.n ?? 0);
    return { sites: await count('sites'), estates: await count('estates') };
  } catch {
    return null;
  } finally {
    await local.dispose();
  }
}

const now = await holdings();
const where = persistTo ? `${persistTo}/` : '.wrangler/state/';
if (now && now.sites + now.estates > 0) {
  console.log(
    `npm run seed replaces what the local database (${where}) holds with the demo data: its ${now.sites} site(s) and ${now.estates} estate(s) ` +
      'are deleted, with every hostname, imported estate, page, rental, appointment, subscription and outbox message.',
  );
  if (!yes && process.stdin.isTTY) {
    const prompt = createInterface({ input: process.stdin, output: process.stdout });
    const answer = await prompt.question('Replace them? [y/N] ');
    prompt.close();
    if (!/^y(es)?$/i.test(answer.trim())) {
      console.log('nothing changed');
      process.exit(0);
    }
  }
}
const applied = await migrate(persistTo, { quiet: true });
if (applied > 0) console.log(`applied ${applied} migration(s)`);
await seed(persistTo);
