/**
 * The currencies: `GET /api/currencies` for the storefront (public, cached briefly), and the rates under
 * /api/admin/currency-rates (permission `pricing`: the owner and managers), each change audited.
 */
import { ADMIN_API_PATHS } from '@lumen/contract/admin-routes';
import {
  CurrenciesResponseSchema,
  CurrencyRateInputSchema,
  CurrencyRatesResponseSchema,
} from '@lumen/contract/currencies';
import { ErrorEnvelopeSchema } from '@lumen/contract/envelope';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import { STAFF_SECURITY } from '../../plugins/staff-auth';
import type { CurrencyService } from './currency-service';

/** How long a browser may keep the currencies answer: a new rate reaches shoppers within a minute. */
const CURRENCIES_CACHE_SECONDS = 60;

const guarded = { 400: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

export const currencyRoutes: FastifyPluginAsyncZod<{ currencies: CurrencyService }> = async (app, { currencies }) => {
  app.get(
    API_PATHS.currencies,
    {
      config: { httpCache: CURRENCIES_CACHE_SECONDS },
      schema: {
        tags: ['catalog'],
        operationId: 'getCurrencies',
        security: [],
        summary: 'The currencies prices may be shown in: the base currency (rate 1), then each with a rate set',
        description:
          'Orders are charged in `base`. A price in another currency is the base amount × `rate`, rounded half away from zero to a whole minor unit.',
        response: { 200: CurrenciesResponseSchema },
      },
    },
    async () => ok('OK', await currencies.currencies()),
  );

  app.get(
    ADMIN_API_PATHS.adminCurrencyRates,
    {
      preHandler: app.requireStaff('pricing'),
      schema: {
        tags: ['admin'],
        operationId: 'adminListCurrencyRates',
        security: STAFF_SECURITY,
        summary: 'The currency rates in force and every rate set (newest first), with who set it and when',
        response: { 200: CurrencyRatesResponseSchema, ...guarded },
      },
    },
    async () => ok('OK', await currencies.rates()),
  );

  app.post(
    ADMIN_API_PATHS.adminCurrencyRates,
    {
      preHandler: app.requireStaff('pricing'),
      schema: {
        tags: ['admin'],
        operationId: 'adminSetCurrencyRate',
        security: STAFF_SECURITY,
        summary: 'Set how many units of a currency one unit of the base currency buys; the storefront’s prices follow',
        body: CurrencyRateInputSchema,
        response: { 200: CurrencyRatesResponseSchema, ...guarded },
      },
    },
    async (request) => {
      const message = await currencies.setRate(request.body, { staffId: request.staff.id, requestId: request.id });
      return ok(message, await currencies.rates());
    },
  );
};
