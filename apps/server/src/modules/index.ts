/** Every feature module, registered in this order. A module is a Fastify plugin that adds its routes. */
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes';
import configRoutes from './config/routes';
import healthRoutes from './health/routes';

export const modules: FastifyPluginAsync[] = [healthRoutes, configRoutes, authRoutes];
