import {
  ZAddDomainInput,
  ZOrganizationDomain,
  ZOrganizationDomainList,
  ZOrganizationDomainParams,
  ZOrganizationDomainsParams,
} from '@propdesk/shared/contracts';
import type { TTrustedOrigins } from '../../http/trusted-origins.ts';
import { actorOf } from '../../http/actor.ts';
import { NO_STORE } from '../../http/cache-control.ts';
import { errorResponses } from '../../http/error-schemas.ts';
import { routePlugin } from '../../http/route-plugin.ts';
import { clientInfoOf } from '../audit/index.ts';
import { ZNoContent } from '../../http/no-content.ts';
import { addDomain, listDomains, removeDomain, verifyDomain } from './domains.service.ts';
import type { TTxtResolver } from './txt-resolver.ts';

export type TDomainRoutesOptions = {
  resolve: TTxtResolver;
  /** Told when a domain is verified or removed, so this instance trusts (or stops trusting) it at once. */
  trustedOrigins: TTrustedOrigins;
};

const TAGS = ['domains'];

/**
 * A firm's own domains: listed with the TXT record that proves control (settings.read), added, checked
 * and removed by owners and admins (settings.manage). Only a verified domain serves the firm's pages.
 */
export const domainRoutes = routePlugin<TDomainRoutesOptions>(
  'domain-routes',
  async (app, { resolve, trustedOrigins }) => {
    app.get(
      '/organizations/:organizationId/domains',
      {
        config: { access: { staff: 'settings.read' } },
        schema: {
          tags: TAGS,
          summary: "The firm's domains, each with its verification record and standing (settings.read)",
          params: ZOrganizationDomainsParams,
          response: { 200: ZOrganizationDomainList, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const domains = await listDomains({ em: request.em, organizationId: request.params.organizationId });
        return reply.header('cache-control', NO_STORE).send({ domains });
      },
    );

    app.post(
      '/organizations/:organizationId/domains',
      {
        config: { access: { staff: 'settings.manage' } },
        schema: {
          tags: TAGS,
          summary:
            'Add a domain, unverified, with the TXT record to create (settings.manage); 409 when verified by a firm, or already claimed by this one',
          params: ZOrganizationDomainsParams,
          body: ZAddDomainInput,
          response: { 201: ZOrganizationDomain, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const domain = await addDomain({
          em: request.em,
          organizationId: request.params.organizationId,
          actorId: actorOf(request).userId,
          client: clientInfoOf(request),
          domain: request.body.domain,
        });
        return reply.code(201).header('cache-control', NO_STORE).send(domain);
      },
    );

    app.post(
      '/organizations/:organizationId/domains/:domainId/verify',
      {
        config: { access: { staff: 'settings.manage' } },
        schema: {
          tags: TAGS,
          summary:
            "Check the domain's TXT record now: verified, or failed with the reason (settings.manage); 409 when another firm verified it first",
          params: ZOrganizationDomainParams,
          response: { 200: ZOrganizationDomain, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const domain = await verifyDomain({
          em: request.em,
          organizationId: request.params.organizationId,
          actorId: actorOf(request).userId,
          client: clientInfoOf(request),
          domainId: request.params.domainId,
          resolve,
        });
        trustedOrigins.forget();
        return reply.header('cache-control', NO_STORE).send(domain);
      },
    );

    app.delete(
      '/organizations/:organizationId/domains/:domainId',
      {
        config: { access: { staff: 'settings.manage' } },
        schema: {
          tags: TAGS,
          summary: 'Remove a domain: its host stops serving the firm (settings.manage)',
          params: ZOrganizationDomainParams,
          response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        await removeDomain({
          em: request.em,
          organizationId: request.params.organizationId,
          actorId: actorOf(request).userId,
          client: clientInfoOf(request),
          domainId: request.params.domainId,
        });
        trustedOrigins.forget();
        return reply.code(204).send(null);
      },
    );
  },
);
