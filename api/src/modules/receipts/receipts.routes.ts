import {
  ZOrganizationTaxRateParams,
  ZReceiptIdParams,
  ZReceiptPage,
  ZReceiptPageQuery,
  ZTaxRate,
} from '@propdesk/shared/contracts';
import { z } from 'zod';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import type { TDocumentStorage } from '../../infra/document-storage.ts';
import { clientInfoOf } from '../audit/index.ts';
import { readOwnReceiptPage } from './receipt-rows.ts';
import { printOwnReceipt } from './receipts.service.ts';
import { readTaxRate, updateTaxRate } from './tax-rate.service.ts';

export type TReceiptRoutesOptions = {
  /** Where firms' uploaded logos are kept: a receipt prints its firm's. */
  storage: TDocumentStorage;
};

const TAGS = ['receipts'];
const TRADER = { roles: ['client'] } as const;

/** The trader's receipts (a page of them, one as a PDF) and the firm's tax rate its receipts print. */
export const receiptRoutes = routePlugin<TReceiptRoutesOptions>(
  'receipt-routes',
  async (app, { storage }) => {
    app.get(
      '/me/receipts',
      {
        config: { access: TRADER },
        schema: {
          tags: TAGS,
          summary: 'A page of your receipts, newest first',
          querystring: ZReceiptPageQuery,
          response: { 200: ZReceiptPage, ...errorResponses(400, 401, 403) },
        },
      },
      async (request, reply) => {
        const page = await readOwnReceiptPage(request.em, {
          ownerId: actorOf(request).userId,
          ...request.query,
        });
        return reply.header('cache-control', NO_STORE).send(page);
      },
    );

    app.get(
      '/me/receipts/:receiptId/pdf',
      {
        config: { access: TRADER },
        schema: {
          tags: TAGS,
          summary: 'One of your receipts as a PDF (application/pdf)',
          params: ZReceiptIdParams,
          response: {
            // Bytes are never serialized (Fastify sends a Buffer as it is); the schema documents them.
            200: z
              .instanceof(Buffer)
              .meta({ type: 'string', format: 'binary', description: 'The PDF document' }),
            ...errorResponses(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await printOwnReceipt({
          em: request.em,
          storage,
          ownerId: actorOf(request).userId,
          receiptId: request.params.receiptId,
        });
        return reply
          .header('cache-control', NO_STORE)
          .header('content-disposition', `inline; filename="${fileName}"`)
          .type('application/pdf')
          .send(pdf);
      },
    );

    app.get(
      '/organizations/:organizationId/tax-rate',
      {
        config: { access: { staff: 'settings.read' } },
        schema: {
          tags: TAGS,
          summary: "The firm's tax rate printed on its receipts, null for none (settings.read)",
          params: ZOrganizationTaxRateParams,
          response: { 200: ZTaxRate, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const taxRate = await readTaxRate(request.em, request.params.organizationId);
        return reply.header('cache-control', NO_STORE).send(taxRate);
      },
    );

    app.put(
      '/organizations/:organizationId/tax-rate',
      {
        config: { access: { staff: 'settings.manage' } },
        schema: {
          tags: TAGS,
          summary:
            "Set or remove (null) the tax rate the firm's next receipts print; prices are tax-inclusive (settings.manage)",
          params: ZOrganizationTaxRateParams,
          body: ZTaxRate,
          response: { 200: ZTaxRate, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const taxRate = await updateTaxRate({
          em: request.em,
          organizationId: request.params.organizationId,
          actorId: actorOf(request).userId,
          client: clientInfoOf(request),
          taxRate: request.body,
        });
        return reply.header('cache-control', NO_STORE).send(taxRate);
      },
    );
  },
);
