/**
 * What the API's services and helpers log through: the app's pino logger (`app.log`), or a test's. A line is its
 * fields, then its message; secrets never go in either (app.ts redacts the usual suspects as well).
 */
export type Logger = {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
};

/** A logger that says nothing (build steps). */
export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
