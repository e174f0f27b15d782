import {
  confirmStepUpChallenge,
  confirmStepUpEnrolment,
  createStepUpChallenge,
  getStepUpStatus,
  removeStepUpEnrolment,
  startStepUpEnrolment,
} from '@paydesk/contracts/step-up/step-up.endpoints';
import type { FastifyPluginAsync } from 'fastify';
import { requestOriginOf } from '../../infra/audit/audit-who';
import { registerEndpoint } from '../../infra/http/register-endpoint';
import { confirmChallenge, createChallenge } from './step-up-challenges';
import { confirmEnrolment, removeEnrolment, startEnrolment, stepUpStatus } from './step-up-enrolment';

/**
 * Step-up (SCA) codes (docs/administration.md "Step-up codes"): the challenge and its confirmation,
 * and the user's own authenticator in the profile settings. The check of a code on the call it
 * confirms is infra's (infra/step-up/step-up-guard.ts), run for every declared call.
 */
export const stepUpModule: FastifyPluginAsync = async (app) => {
  const db = app.database.db;
  const services = app.stepUp;
  if (!services) throw new Error('The step-up services are missing (app.ts decorates them)');

  registerEndpoint(app, createStepUpChallenge, ({ actor, body }) => createChallenge(services, actor, body));

  registerEndpoint(app, confirmStepUpChallenge, ({ actor, params, body, request }) =>
    confirmChallenge(services, app.keyring, actor, requestOriginOf(request), params.id, body.code),
  );

  registerEndpoint(app, getStepUpStatus, ({ actor }) => stepUpStatus(db, actor));

  registerEndpoint(app, startStepUpEnrolment, ({ actor, request }) =>
    startEnrolment(db, app.keyring, actor, requestOriginOf(request)),
  );

  registerEndpoint(app, confirmStepUpEnrolment, ({ actor, body, request }) =>
    confirmEnrolment(db, app.keyring, actor, requestOriginOf(request), body.code),
  );

  registerEndpoint(app, removeStepUpEnrolment, ({ actor, request }) =>
    removeEnrolment(db, actor, requestOriginOf(request)),
  );
};
