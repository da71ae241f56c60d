/**
 * The one Drizzle schema (PostgreSQL dialect) behind both PGlite and PostgreSQL, one file per area, gathered here
 * for Drizzle (`import * as schema`) and drizzle-kit (drizzle.config.ts).
 */
export * from './accounts';
export * from './assistant';
export * from './auth';
export * from './cart';
export * from './catalog';
export * from './deliveries';
export * from './messages';
export * from './orders';
export * from './pricing';
export * from './product-photos';
export * from './settings';
export * from './staff';
export * from './tax';
