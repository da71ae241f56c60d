/**
 * The account calls of spec §7 under /api/user/: exactly the spec's methods, paths, field names and token
 * placements (`authentication.accessToken` on OTP verification, `data.authentication.accessToken` on sign-in).
 */
import {
  ChangePasswordRequestSchema,
  ForgetPasswordRequestSchema,
  GoogleSignInRequestSchema,
  OtpMethodRequestSchema,
  OtpVerificationRequestSchema,
  OtpVerificationResponseSchema,
  ResendOtpRequestSchema,
  SignInRequestSchema,
  SignInResponseSchema,
  SignUpRequestSchema,
} from '@lumen/contract/auth';
import { ErrorEnvelopeSchema, MessageEnvelopeSchema } from '@lumen/contract/envelope';
import { GuestCheckoutRequestSchema, OrderAccessRequestSchema } from '@lumen/contract/guest';
import { OrderParamsSchema } from '@lumen/contract/orders';
import { API_PATHS } from '@lumen/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope-and-errors';
import type { AuthService } from './service';

export type AuthRoutesOptions = { auth: AuthService; perIpPerMinute: number };

const errors = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/** Codes: sign-up, the code's channel, its verification and resend, a guest's checkout and an order's link. */
const codeRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, perIpPerMinute }) => {
  const limited = { rateLimit: { max: perIpPerMinute, timeWindow: '1 minute' } };
  const tags = ['user'];

  app.post(
    API_PATHS.signUp,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'signUp',
        security: [],
        summary: 'Create an unverified account',
        body: SignUpRequestSchema,
        response: { 201: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(ok(await auth.signUp(request.body))),
  );

  app.post(
    API_PATHS.otpMethod,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'sendOtp',
        security: [],
        summary: 'Send a one-time code on a channel (sign-up, OTP sign-in or recovery)',
        body: OtpMethodRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => ok(await auth.sendOtp(request.body)),
  );

  app.post(
    API_PATHS.resendOtp,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'resendOtp',
        security: [],
        summary: 'Send a new code; the previous one stops working',
        body: ResendOtpRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => ok(await auth.resendOtp(request.body)),
  );

  app.post(
    API_PATHS.otpVerification,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'verifyOtp',
        security: [],
        summary: 'Verify a code; answers a new session token in authentication.accessToken',
        body: OtpVerificationRequestSchema,
        response: { 200: OtpVerificationResponseSchema, 403: ErrorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const { message, accessToken } = await auth.verifyOtp(request.body);
      return { ...ok(message), authentication: { accessToken } };
    },
  );

  app.post(
    API_PATHS.guestCheckout,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'startGuestCheckout',
        security: [],
        summary: 'Check out as a guest: a code on `type`, verified with otpVerification',
        body: GuestCheckoutRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => ok(await auth.startGuestCheckout(request.body)),
  );

  app.post(
    API_PATHS.orderAccess,
    {
      config: limited,
      schema: {
        tags: ['orders'],
        operationId: 'openOrderLink',
        security: [],
        summary: "Open an order from its confirmation's link: a short session for the guest who placed it",
        params: OrderParamsSchema,
        body: OrderAccessRequestSchema,
        response: { 200: OtpVerificationResponseSchema, 403: ErrorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const { message, accessToken } = await auth.openOrderLink(request.params.id, request.body.key);
      return { ...ok(message), authentication: { accessToken } };
    },
  );
};

/** Passwords and sessions: sign-in, recovery, a new password, sign-out, and Google's (not available yet). */
const passwordRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, perIpPerMinute }) => {
  const limited = { rateLimit: { max: perIpPerMinute, timeWindow: '1 minute' } };
  const tags = ['user'];

  app.post(
    API_PATHS.signIn,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'signIn',
        security: [],
        summary: 'Sign in with a password; answers a new session token in data.authentication.accessToken',
        body: SignInRequestSchema,
        response: { 200: SignInResponseSchema, 403: ErrorEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      const { message, accessToken } = await auth.signIn(request.body);
      return ok(message, { authentication: { accessToken } });
    },
  );

  app.post(
    API_PATHS.forgetPassword,
    {
      config: limited,
      schema: {
        tags,
        operationId: 'forgetPassword',
        security: [],
        summary: 'Start password recovery (the same answer whether or not the account exists)',
        body: ForgetPasswordRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => ok(await auth.forgetPassword(request.body)),
  );

  app.post(
    API_PATHS.changePassword,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        operationId: 'changePassword',
        summary: 'Set a new password (oldPassword required unless signed in by a code in the last 10 minutes)',
        security: [{ bearer: [] }],
        body: ChangePasswordRequestSchema,
        response: { 200: MessageEnvelopeSchema, ...errors },
      },
    },
    async (request) => ok(await auth.changePassword(request.session, request.body)),
  );

  app.get(
    API_PATHS.signOut,
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        operationId: 'signOut',
        summary: 'End this session',
        security: [{ bearer: [] }],
        response: { 200: MessageEnvelopeSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(await auth.signOut(request.session)),
  );

  // Google's ID token signs in, links or signs up alike on both of the spec's paths (decision 038).
  for (const path of [API_PATHS.signUpWithGoogle, API_PATHS.signInWithGoogle]) {
    app.post(
      path,
      {
        config: limited,
        // Off without GOOGLE_CLIENT_ID: 501 before the body is looked at.
        preValidation: async () => auth.checkGoogleOn(),
        schema: {
          tags,
          operationId: path === API_PATHS.signUpWithGoogle ? 'signUpWithGoogle' : 'signInWithGoogle',
          security: [],
          summary:
            'Sign in (or up) with a Google ID token; answers a new session token in data.authentication.accessToken',
          body: GoogleSignInRequestSchema,
          response: {
            200: SignInResponseSchema,
            403: ErrorEnvelopeSchema,
            501: ErrorEnvelopeSchema,
            503: ErrorEnvelopeSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const { message, accessToken } = await auth.signInWithGoogle(request.body.credential);
        return ok(message, { authentication: { accessToken } });
      },
    );
  }
};

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  await app.register(codeRoutes, options);
  await app.register(passwordRoutes, options);
};
