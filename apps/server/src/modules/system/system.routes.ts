import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API,
  COUNTRIES,
  countryCodesAnswer,
  domainRouteAnswer,
  encryptionKeyAnswer,
  helpCenterAnswer,
  helpCenterQuery,
  permissionAnswer,
  registerSettingsAnswer,
  statusAnswer,
  validatorsAnswer,
  whitelabelAnswer,
} from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { answers, ok } from '../../http/reply.js';
import { mainDomainOf, registerSettingsOf, validatorsOf } from '../merchant/index.js';
import { helpCentreTopics } from '../content/index.js';
import { systemStatus, whitelabelOf } from './system.service.js';

export const systemRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const tags = ['system'];

    app.get(API.system.status, { schema: { tags, response: answers(statusAnswer) } }, async (req) =>
      ok(systemStatus(req.merchant, req.ip, req.country)),
    );

    app.get(API.system.whitelabel, { schema: { tags, response: answers(whitelabelAnswer) } }, async (req) =>
      ok(whitelabelOf(req.merchant, deps.config)),
    );

    app.get(API.system.registerSettings, { schema: { tags, response: answers(registerSettingsAnswer) } }, async (req) =>
      ok(await registerSettingsOf(db, req.merchant)),
    );

    app.get(API.system.validators, { schema: { tags, response: answers(validatorsAnswer) } }, async (req) =>
      ok(await validatorsOf(db, req.merchant.id)),
    );

    const domainRoute = async (merchantId: string, code: string, host: string) => {
      const main = (await mainDomainOf(db, merchantId)) ?? host;
      return { merchantCode: code, domain: host, mainDomain: main };
    };
    app.get(API.system.domainRoute, { schema: { tags, response: answers(domainRouteAnswer) } }, async (req) =>
      ok(await domainRoute(req.merchant.id, req.merchant.code, req.hostname.split(':')[0] ?? '')),
    );

    app.get(
      API.system.helpCenter,
      { schema: { tags, querystring: helpCenterQuery, response: answers(helpCenterAnswer) } },
      async (req) => {
        const lang = req.query.lang ?? req.lang;
        return ok(await helpCentreTopics(db, req.merchant, lang));
      },
    );

    app.get(API.system.countryCodes, { schema: { tags, response: answers(countryCodesAnswer) } }, async () =>
      ok(COUNTRIES.map((c) => ({ ...c }))),
    );

    app.get(API.system.encryptionKey, { schema: { tags, response: answers(encryptionKeyAnswer) } }, async () =>
      ok({ keyId: deps.envelopeKey.keyId, algorithm: 'RSA-OAEP-256+A256GCM' as const, publicKey: deps.envelopeKey.publicKey }),
    );

    app.get(API.system.permission, { schema: { tags, response: answers(permissionAnswer) } }, async (req) => {
      const m = req.merchant;
      const status = systemStatus(m, req.ip, req.country);
      const route = await domainRoute(m.id, m.code, req.hostname.split(':')[0] ?? '');
      return ok({
        customerService: m.settings.customerService,
        domainRoute: route,
        resources: m.settings.resources,
        whitelabel: whitelabelOf(m, deps.config),
        register: await registerSettingsOf(db, m),
        mainDomain: route.mainDomain,
        analytics: { gtagId: m.settings.gtagId },
        imageCDNs: m.settings.imageCDNs,
        launchGameCDNs: m.settings.launchGameCDNs,
        maintenance: status.status === 1,
        regionRestriction: status.status === 2,
        location: { ip: req.ip, country: req.country },
      });
    });
  };
