import { pmpConfigurationReport } from '@paydesk/contracts/transactions/pmp-configuration.endpoints';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../../infra/http/register-endpoint';
import { withRequestScope } from '../../../infra/tenancy/request-scope';
import { readPmpConfiguration } from './pmp-configuration.repository';

/** The PMP configuration report's call (docs/pmp-configuration.md), over the payment channels. */
export function registerPmpConfigurationCall(app: FastifyInstance): void {
  registerEndpoint(app, pmpConfigurationReport, ({ request, query }) =>
    withRequestScope(request, (tx, scope) => readPmpConfiguration(tx, scope, query)),
  );
}
