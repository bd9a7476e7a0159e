import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps.ts';

export async function registerCatalogRoutes(_app: FastifyInstance, _deps: Deps) {}
