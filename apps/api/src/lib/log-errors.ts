/**
 * Errors as log lines carry them: the type, a message, the stack and what a database error means (its SQLSTATE code,
 * constraint, table, column) — never a statement's parameters (Drizzle puts them in its message) nor PostgreSQL's own
 * message, detail or hint, which quote the values they refused. The statement's text is kept: it has placeholders.
 */
type LoggedError = {
  [field: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: LoggedError;
};

const DATABASE_FIELDS = ['constraint', 'table', 'column', 'routine'] as const;

/** A PostgreSQL error (node-postgres or PGlite): a five-character SQLSTATE code beside its severity. */
const isDatabaseError = (err: object): err is { code: string; severity?: string } =>
  typeof (err as { code?: unknown }).code === 'string' && /^[0-9A-Z]{5}$/.test((err as { code: string }).code);

export function loggableError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: 'a non-Error value was thrown', stack: '' };
  const query = (err as { query?: unknown }).query;
  const database = isDatabaseError(err);
  let message = err.message;
  if (typeof query === 'string' && 'params' in err) message = `Failed query: ${query}`;
  else if (database) message = `database error ${err.code}`;
  const logged: LoggedError = {
    type: err.constructor.name,
    message,
    stack: (err.stack ?? '').split(err.message).join(message),
  };
  if (database) {
    logged.code = err.code;
    for (const field of DATABASE_FIELDS) {
      const value = (err as unknown as Record<string, unknown>)[field];
      if (typeof value === 'string') logged[field] = value;
    }
  }
  const cause = (err as { cause?: unknown }).cause;
  if (cause !== undefined && depth < 4) logged.cause = loggableError(cause, depth + 1);
  return logged;
}
