/**
 * The staff command line: `npm run staff -- add --email E --name N --role owner [--password-stdin]`. Creates a staff
 * member (audited as the command line), then prints their TOTP secret as an `otpauth://` URI and their ten recovery
 * codes, shown this once. Uses DATABASE_URL (fine while the shop runs) or DATA_DIR (PGlite: only while the shop is
 * stopped — a folder in use is refused with a clear message).
 */
import { parseArgs } from 'node:util';
import { STAFF_ROLES, type StaffRole } from '@lumen/contract/admin-roles';
import { EmailSchema, PasswordSchema } from '@lumen/contract/auth';
import { AUTH_MESSAGES } from '@lumen/contract/auth-messages';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { isUniqueViolation } from '../db/errors';
import { isCommonPassword } from '../modules/auth/passwords';
import { createLimiter } from '../modules/limits/limiter';
import { createLimitRepository } from '../modules/limits/repository';
import { createStaffRepository } from '../modules/staff/repository';
import { staffSecretKey } from '../modules/staff/secret-key';
import { createStaffService } from '../modules/staff/service';

const USAGE = `Usage: npm run staff -- add --email E --name N --role ${STAFF_ROLES.join('|')} [--password-stdin]

The password is read from standard input: typed (not shown) at a terminal, or piped with --password-stdin.
Runs against DATABASE_URL (PostgreSQL, also while the shop runs) or DATA_DIR (PGlite, only while the shop is stopped).`;

class UsageError extends Error {}

/** Reads a line from the terminal without echoing it. */
async function promptHidden(question: string): Promise<string> {
  const { stdin, stderr } = process;
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  let typed = '';
  try {
    return await new Promise<string>((resolve, reject) => {
      const onData = (chunk: string) => {
        for (const char of chunk) {
          if (char === '\r' || char === '\n') {
            stdin.off('data', onData);
            resolve(typed);
            return;
          }
          if (char === '\u0003') {
            stdin.off('data', onData);
            reject(new UsageError('Cancelled.'));
            return;
          }
          if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
          else typed += char;
        }
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
    stderr.write('\n');
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin || !process.stdin.isTTY) return readStdin();
  const password = await promptHidden('Password for the new staff member: ');
  if ((await promptHidden('The same password again: ')) !== password) throw new UsageError('The passwords differ.');
  return password;
}

function checkPassword(password: string) {
  const parsed = PasswordSchema.safeParse(password);
  if (!parsed.success) throw new UsageError(parsed.error.issues[0]?.message ?? 'The password is not valid.');
  if (isCommonPassword(password)) throw new UsageError(AUTH_MESSAGES.passwordCommon);
}

async function add(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      'password-stdin': { type: 'boolean', default: false },
    },
    strict: true,
  });
  const email = EmailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]?.message ?? 'not an e-mail address'}`);
  const name = (values.name ?? '').trim();
  if (!name || name.length > 100) throw new UsageError('--name: the staff member’s name (up to 100 characters)');
  const role = values.role as StaffRole;
  if (!STAFF_ROLES.includes(role)) throw new UsageError(`--role: one of ${STAFF_ROLES.join(', ')}`);
  const password = await readPassword(values['password-stdin']);
  checkPassword(password);

  // The command shares the shop's settings, but sends nothing: production's mail and SMS settings are not needed.
  const config = loadConfig({ ...process.env, NODE_ENV: 'development' });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const db = database.db;
    const staff = createStaffService({
      repository: createStaffRepository(db),
      limiter: createLimiter(createLimitRepository(db)),
      secretKey: staffSecretKey(config, db),
    });
    const created = await staff
      .create({ email: email.data, name, role, password }, { staffId: null })
      .catch((err: unknown) => {
        if (isUniqueViolation(err))
          throw new UsageError(`A staff member with the e-mail ${email.data} already exists.`);
        throw err;
      });
    process.stdout.write(
      [
        `Added ${name} <${email.data}> as ${role}.`,
        '',
        'Add the account to an authenticator app (as a QR code, or paste the URI); sign-in needs its 6-digit codes:',
        `  ${created.otpauthUri}`,
        '',
        'Recovery codes: each signs in once instead of a code. Keep them somewhere safe; they are not shown again.',
        ...created.recoveryCodes.map((code) => `  ${code}`),
        '',
      ].join('\n'),
    );
  } finally {
    await database.close();
  }
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (command === 'add') return add(rest);
  throw new UsageError(command ? `Unknown command: ${command}` : 'Name a command.');
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof UsageError || err instanceof ConfigError || err instanceof DataDirInUseError) {
      process.stderr.write(`${err.message}\n${err instanceof UsageError ? `\n${USAGE}\n` : ''}`);
    } else if (err instanceof TypeError && (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      process.stderr.write(`${err.message}\n\n${USAGE}\n`);
    } else {
      process.stderr.write(
        `The staff member could not be added: ${err instanceof Error ? err.message : String(err)}\n`,
      );
    }
    process.exit(1);
  },
);
