// npm run admin:create -- <email> [--role admin|support]   (docs/decisions/0020-operator-roles.md)
// On the database the server would open (DATABASE_URL, or the PGlite files in DATA_DIR, which must
// not be open in a running server): applies the migrations, then gives the account the role or
// creates it with a random password printed once. Exit code 1 with a message on any problem.
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { CreateOperatorError, createOperator, type OperatorRole } from './create-operator';

const usage = 'Usage: npm run admin:create -- <email> [--role admin|support]';

function parseArguments(argv: string[]): { email: string; role: OperatorRole } {
  const positional: string[] = [];
  let role: string = 'admin';
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index]!;
    if (argument === '--role') role = argv[++index] ?? '';
    else if (argument.startsWith('--role=')) role = argument.slice('--role='.length);
    else if (argument === '--help' || argument === '-h') throw new CreateOperatorError(usage);
    else if (argument.startsWith('--')) throw new CreateOperatorError(`Unknown option ${argument}\n${usage}`);
    else positional.push(argument);
  }
  if (positional.length !== 1) throw new CreateOperatorError(usage);
  if (role !== 'admin' && role !== 'support') {
    throw new CreateOperatorError(`--role must be admin or support, not ${JSON.stringify(role)}\n${usage}`);
  }
  return { email: positional[0]!, role };
}

async function main(): Promise<void> {
  const input = parseArguments(process.argv.slice(2));
  const database = await openDatabase(loadConfig());
  try {
    await migrate(database);
    const result = await createOperator(database, input);
    if (result.outcome === 'created') {
      console.info(`Created ${result.email} as ${input.role} (email verified).`);
      console.info(`Password (shown once; sign in and change it): ${result.password}`);
    } else if (result.outcome === 'promoted') {
      console.info(`${result.email} was ${result.from} and is now ${input.role}.`);
    } else {
      console.info(`${result.email} is already ${input.role}; nothing changed.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof CreateOperatorError ||
    error instanceof ConfigError ||
    error instanceof DataDirInUseError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
