import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { openApiComponents, pruneUnreferencedSchemas } from '../http/openapi-components.ts';

export const API_DOCS_PREFIX = '/api/docs';

export type TSwaggerPluginOptions = { productName: string };

/**
 * OpenAPI document generated from the routes' zod schemas (JSON at /api/docs/json, UI at /api/docs).
 * Must be registered before any route: @fastify/swagger collects routes as they are added.
 */
export const swaggerPlugin = fp<TSwaggerPluginOptions>(
  async (app, { productName }) => {
    const addComponents = createJsonSchemaTransformObject({ schemaRegistry: openApiComponents });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${productName} API`,
          description:
            'White-label prop-trading portal. Every 4xx and 5xx answer carries the same error body.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            // The public api (/api/v1): a firm's API key, created on its integrations page.
            apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'pdkey_<id>.<secret>' },
          },
        },
        tags: [
          // One tag per domain, named as its api module, front-end feature and contracts file are.
          { name: 'platform', description: 'Health and product-wide settings' },
          { name: 'organizations', description: 'Tenant organizations, their branding and memberships' },
          { name: 'members', description: 'The people who run an organization, their roles and invitations' },
          { name: 'auth', description: 'Sign-up, sign-in, refresh-token rotation, sessions, second factor' },
          { name: 'profile', description: "A person's own details" },
          { name: 'elite', description: 'The elite area: access code and pass' },
          { name: 'plans', description: 'Programs, plans and their versioned rule sets' },
          { name: 'orders', description: 'Checkout: orders and their payment' },
          { name: 'trading-accounts', description: 'Trading accounts judged live by the rules engine' },
          { name: 'breaches', description: 'Breach reports and their disputes' },
          { name: 'simulator', description: 'The simulated market and its positions' },
          { name: 'ingestion', description: "Trading data pushed by a firm's platform bridge" },
          { name: 'white-label', description: 'Requests for a branded portal' },
          { name: 'organization-dashboard', description: "An organization's figures and daily series" },
          { name: 'audit', description: "Who did what, from where: an organization's activity log" },
          { name: 'branding', description: "A firm's colours, font, custom CSS and logo" },
          { name: 'domains', description: "A firm's own domains and their DNS verification" },
          { name: 'api-keys', description: "A firm's keys to the public api" },
          {
            name: 'webhooks',
            description: "A firm's outgoing webhooks: endpoints, signed deliveries and their log",
          },
          {
            name: 'public-api-v1',
            description:
              "The public api, version 1: a firm's clients, accounts and payouts, read with an API key (Authorization: Bearer pdkey_…), rate-limited per key",
          },
          { name: 'dev-tools', description: 'Development-only helpers (never in production)' },
        ],
      },
      transform: createJsonSchemaTransform({ schemaRegistry: openApiComponents }),
      transformObject: (documentObject) => pruneUnreferencedSchemas(addComponents(documentObject)),
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      // Replaces helmet's CSP on the docs pages with one that allows the UI's own inline assets.
      staticCSP: true,
    });
  },
  { name: 'swagger', fastify: '5.x', dependencies: ['zod'] },
);
