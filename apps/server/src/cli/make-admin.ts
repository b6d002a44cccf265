import { EnvError, loadEnv } from '../env';
import { runMakeAdmin } from './make-admin-command';

// `npm run admin -- <email>`: promotes an existing account to admin from the server's own machine.
try {
  const result = await runMakeAdmin(process.argv.slice(2), loadEnv());
  (result.exitCode === 0 ? console.log : console.error)(result.message);
  process.exitCode = result.exitCode;
} catch (error) {
  console.error(error instanceof EnvError ? error.message : error);
  process.exitCode = 1;
}
