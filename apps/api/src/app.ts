import crypto from 'node:crypto';
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import {
  Limits,
  Messages,
  VenueSearchQuerySchema,
  findControlCharacter,
  nonJsonBody,
  ErrorResponseSchema,
} from '@app/contract';
import type { Deps } from './deps.ts';
import { AppError, DATABASE_RETRY_AFTER_SECONDS, badRequest, statusOfCode } from './lib/errors.ts';
import { isConnectionLoss } from './db/faults.ts';
import { removeUploadsAfterResponse, validationErrorOf } from './lib/http.ts';
import { requireResponseSchemas } from './lib/route-rules.ts';
import { registerAccessControl } from './modules/accounts/access.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminBookingRoutes } from './modules/admin/admin-bookings.routes.ts';
import { locationRoutes } from './modules/location/location.routes.ts';
import { venueRoutes } from './modules/venues/venues.routes.ts';
import { availabilityRoutes } from './modules/availability/availability.routes.ts';
import { eventRoutes } from './modules/events/events.routes.ts';
import { registerRoutes } from './modules/route-registry.ts';
import type { Services } from './modules/services.ts';
import {
  heroPhotoHints,
  pageHints,
  shellName,
  startAppAfterPaint,
  shellPhotoHints,
  withPageHints,
  type BuildManifest,
} from './modules/seo/page-hints.ts';
import { withListingMeta } from './modules/seo/listing-meta.ts';
import { registerSeoRoutes } from './modules/seo/seo.routes.ts';
import { reservationRoutes } from './modules/reservations/reservations.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { notificationRoutes } from './modules/notifications/notifications.routes.ts';
import {
  paymentRoutes,
  registerTestAuthenticationPage,
  registerTestOnboardingPage,
} from './modules/payments/payments.routes.ts';

export type App = FastifyInstance;

/** The HTTP app over services built by the composition root (`createServices`). */
export async function buildApp(deps: Deps, services: Services): Promise<App> {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    // Tolerates the trailing spaces one client sends (`/venue/{id}/delete  `).
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    // docs/product/wire-contract.md#transport: one client appends spaces to paths (`/venue/{id}/delete  `).
    rewriteUrl: (request) => (request.url ?? '/').replace(/(?:%20|\s)+(?=\?|$)/, ''),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  requireResponseSchemas(app);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  removeUploadsAfterResponse(app);
  // Every string a request carries (path, query, JSON body; multipart fields in readMultipart) is refused with 400
  // when it holds a control character, before any route sees it.
  app.addHook('preValidation', async (request) => {
    const field =
      findControlCharacter(request.params, 'params') ??
      findControlCharacter(request.query, 'query') ??
      findControlCharacter(request.body, 'body');
    if (field) throw badRequest(Messages.controlCharacters, { [field]: [Messages.controlCharacters] });
  });

  // Empty JSON bodies (a GET or PUT with Content-Type: application/json and no body) are valid.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = new AppError('BAD_REQUEST', 'The request body is not valid JSON');
      done(error as unknown as FastifyError, undefined);
    }
  });

  await app.register(cors, {
    origin: deps.config.corsOrigins ?? (deps.config.isProduction ? false : true),
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['authorization', 'content-type', 'last-event-id', 'x-request-id'],
    exposedHeaders: ['x-request-id', 'retry-after'],
    credentials: false,
    maxAge: 600,
  });
  // Helmet's middleware is built once: @fastify/helmet built it again for every request (parsing the CSP each time).
  const secureHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'https:'],
        fontSrc: ["'self'", 'https:', 'data:'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        // Only ask browsers to upgrade to HTTPS when the site is served over HTTPS.
        upgradeInsecureRequests: deps.config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => secureHeaders(request.raw, reply.raw, () => done()));
  // Brotli's default quality (11) costs ~100 ms on a 200 KB venue view; 4 compresses about as well as gzip, faster.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 5 },
  });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, {
    limits: {
      fileSize: Limits.imageMaxBytes,
      files: Limits.maxImagesPerListing + 5,
      fields: 100,
      fieldSize: 256 * 1024,
    },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Hourly Spaces API',
        version: '1.0.0',
        description: 'Marketplace for renting private spaces by the hour.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // Route schemas are collected either way (the contract tests read them); only the UI and JSON are optional.
  if (deps.config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(statusOfCode[error.code]).send({
        message: error.message,
        ...(error.details !== undefined ? { details: error.details } : {}),
        ...error.body,
        code: error.code,
      });
    }
    if (isConnectionLoss(error)) {
      // docs/decisions/031: the statement's fate is unknown and it was not safe to run again; the client may retry.
      request.log.warn({ err: error }, 'database connection lost: answered 503');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply.code(503).send({ message: Messages.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const mapped = validationErrorOf(
        error.validation.map((entry) => ({
          message: entry.message ?? Messages.validationFailed,
          path: entry.instancePath.split('/').filter(Boolean),
        })),
      );
      return reply.code(400).send({ message: mapped.message, details: mapped.details, code: 'BAD_REQUEST' });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(400).send({ message: Messages.imageTooLarge, code: 'BAD_REQUEST' });
    }
    if (
      fastifyError.code === 'FST_FILES_LIMIT' ||
      fastifyError.code === 'FST_PARTS_LIMIT' ||
      fastifyError.code === 'FST_FIELDS_LIMIT'
    ) {
      return reply.code(400).send({ message: 'Too many parts in the form', code: 'BAD_REQUEST' });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ message: Messages.tooManyRequests, code: 'TOO_MANY_REQUESTS' });
    }
    // 403 is reserved for blocked/unverified accounts (docs/product/wire-contract.md#envelope-and-errors): a path the static files refuse
    // (`/uploads/../x`) is simply not found.
    if (status === 403) {
      request.log.info({ url: request.url }, 'refused a path outside the served folders');
      return reply.code(404).send({ message: Messages.notFound, code: 'NOT_FOUND' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: fastifyError.message, code: fastifyError.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong. Please try again.', requestId: request.id });
  });

  await registerAccessControl(app, deps);
  // Every route of the contract's table, each module supplying its handlers (modules/route-registry.ts).
  await app.register(
    async (api) => {
      await registerRoutes(api, {
        health: healthRoutes(services),
        accounts: accountRoutes(services, deps.config),
        catalog: catalogRoutes(services),
        content: contentRoutes(services),
        admin: adminRoutes(services),
        adminBookings: adminBookingRoutes(services),
        location: locationRoutes(api, services, deps.config),
        venues: venueRoutes(services),
        availability: availabilityRoutes(services),
        reservations: reservationRoutes(services),
        reviews: reviewRoutes(services),
        notifications: notificationRoutes(services),
        payments: paymentRoutes({
          payouts: services.payouts,
          payments: deps.payments,
          publishableKey: deps.config.stripe.publishableKey ?? null,
        }),
        events: eventRoutes(api, services),
      });
    },
    { prefix: '/api/v1' },
  );

  await registerSeoRoutes(app, deps, services);
  await registerTestOnboardingPage(app, deps.payments, deps.config.publicUrl);
  await registerTestAuthenticationPage(app, deps.payments);

  const uploadsRoot = deps.storage.localRoot;
  if (uploadsRoot) {
    fs.mkdirSync(uploadsRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsRoot,
      prefix: '/uploads/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
    });
  } else {
    // Object store: the API still serves `/<path>` (docs/product/wire-contract.md#transport), streaming from the store.
    app.get(
      '/uploads/*',
      {
        schema: {
          hide: true,
          response: { 200: nonJsonBody('The image file (its stored content type)'), 404: ErrorResponseSchema },
        },
      },
      async (request, reply) => {
        const key = decodeURIComponent(request.url.split('?')[0]!.slice(1));
        const file = /^uploads\/[\w./-]+$/.test(key) && !key.includes('..') ? await deps.storage.get(key) : undefined;
        if (!file) return reply.code(404).send({ message: Messages.notFound, code: 'NOT_FOUND' });
        reply.header('content-type', file.contentType).header('cache-control', 'public, max-age=31536000, immutable');
        if (file.length !== undefined) reply.header('content-length', file.length);
        return reply.send(file.body);
      },
    );
  }

  const webDist = deps.config.webDist;
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      cacheControl: false,
      // Vite names every file under assets/ by its content hash: cached for good. Everything else (index.html,
      // sw.js, icons) is revalidated, so a deploy reaches browsers at once.
      setHeaders: (response, filePath) =>
        response.header(
          'cache-control',
          filePath.startsWith(path.join(webDist, 'assets') + path.sep)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        ),
    });
  }
  let indexTemplate: string | undefined;
  const indexHtml = () => (indexTemplate ??= fs.readFileSync(path.join(webDist, 'index.html'), 'utf8'));
  // A public page's pre-rendered first screen when the build made one, else index.html.
  const shells = new Map<string, string | undefined>();
  const pageHtml = (pathname: string) => {
    const name = shellName(pathname);
    if (!name) return indexHtml();
    if (!shells.has(name)) {
      const file = path.join(webDist, 'shells', `${name}.html`);
      shells.set(name, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined);
    }
    return shells.get(name) ?? indexHtml();
  };
  let manifest: BuildManifest | null | undefined;
  const buildManifest = () => {
    if (manifest === undefined) {
      try {
        manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as BuildManifest;
      } catch {
        manifest = null;
      }
    }
    return manifest ?? undefined;
  };
  // The first listing a visitor sees on home (popular) and on search (default order), looked up at most once a minute.
  const firstListings = new Map<string, { at: number; listing: { thumbnail: string; large: string } }>();
  const firstListingPhoto = async (sort: 'popular' | undefined) => {
    const key = sort ?? 'default';
    const cached = firstListings.get(key);
    if (cached && Date.now() - cached.at < 60_000) return cached.listing;
    const query = VenueSearchQuerySchema.parse({ limit: Limits.listingsPerPage, page: 1, sort });
    const first = (await services.venues.search(query, undefined)).data[0];
    const large = first?.images[0];
    // No listing yet (a new or still seeding database): asked again on the next visit.
    if (!large) return undefined;
    const listing = { large, thumbnail: first.thumbnails[0] ?? large };
    firstListings.set(key, { at: Date.now(), listing });
    return listing;
  };
  /** What a page's pre-rendered first screen shows of its data's photos before the app runs. */
  const shellPhotos = async (pathname: string, listingImage: string | undefined) => {
    if (pathname === '/') {
      const photo = await firstListingPhoto('popular');
      return photo ? heroPhotoHints(photo) : [];
    }
    if (pathname === '/listing') {
      const photo = await firstListingPhoto(undefined);
      return photo ? shellPhotoHints(photo.thumbnail) : [];
    }
    // A phone shows the first photo alone, where the loading placeholder stands; desktops a grid of several.
    return listingImage ? shellPhotoHints(listingImage, { media: '(max-width: 899.95px)', preload: false }) : [];
  };
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !pathname.startsWith('/uploads/') &&
      !pathname.startsWith('/assets/');
    if (isPageRequest && hasWeb) {
      const listingId = /^\/view-detail\/([^/]+)$/.exec(pathname)?.[1];
      const preview = listingId ? await services.venues.previewOf(listingId) : undefined;
      const origin = deps.config.publicUrl.replace(/\/+$/, '');
      const template = pageHtml(pathname);
      const page = preview ? withListingMeta(template, preview, `${origin}${pathname}`, origin) : template;
      const hints = pageHints(buildManifest(), pathname, { image: preview?.image ?? undefined });
      const shell = template !== indexHtml();
      if (shell) hints.push(...(await shellPhotos(pathname, preview?.image ?? undefined)));
      const html = shell ? startAppAfterPaint(withPageHints(page, hints)) : withPageHints(page, hints);
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
      // The not-found handler is no route, so @fastify/compress leaves it alone; a page with its pre-rendered first
      // screen is ~100 KB of HTML, ~12 KB compressed.
      const accepted = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepted)) {
        const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 };
        return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(html, { params }));
      }
      if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
      return reply.send(html);
    }
    return reply.code(404).send({ message: Messages.notFound, code: 'NOT_FOUND' });
  });

  return app;
}
