// npm run seed: rebuilds the local database (migrations, then the demo data).
import { migrate, seed } from './lib.mjs';

const persistTo = process.argv.find((arg) => arg.startsWith('--persist-to='))?.split('=')[1];
await migrate(persistTo);
await seed(persistTo);
