/**
 * What a typed text may hold, for every text field of the contract (zod-free, so a screen can use it without zod):
 * never a control character — NUL, the other C0 controls, DEL, C1 — and, in a one-line field, no tab or line break
 * either. A multi-line field (the contact message) keeps its tabs and line breaks.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F]*$/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/u;
