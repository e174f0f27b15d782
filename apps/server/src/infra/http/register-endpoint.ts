import { holdsAny } from '@paydesk/contracts/auth/permissions';
import type {
  AnyEndpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from '@paydesk/contracts/http/endpoint';
import { serverPathsFor } from '@paydesk/contracts/http/service-routing';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AccessTokenVerifier, Actor, ActorResolver } from '../auth/actor';
import { AppError } from '../errors/app-error';
import { enforceStepUp } from '../step-up/step-up-guard';

export interface EndpointContext<E extends AnyEndpoint> {
  readonly actor: E extends { public: true } ? Actor | null : Actor;
  readonly params: EndpointParams<E>;
  readonly query: EndpointQuery<E>;
  readonly body: EndpointBody<E>;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
}

export type EndpointHandler<E extends AnyEndpoint> = (
  context: EndpointContext<E>,
) => Promise<EndpointResponse<E>> | EndpointResponse<E>;

export interface AuthServices {
  readonly verifier: AccessTokenVerifier;
  readonly actors: ActorResolver;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthServices;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/**
 * Binds a contract declaration to its handler. Validation, serialisation (which strips undeclared
 * fields), authentication, the audience check, the permission check and the step-up check
 * (infra/step-up/step-up-guard.ts) all come from the declaration, so no handler can forget them.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void {
  const schema = {
    summary: endpoint.summary,
    ...(endpoint.stepUp === 'always' && {
      description:
        'Needs a step-up code in the `scacode` header (POST api/step-up/challenges, then confirm): ' +
        'without one 401 STEP_UP_REQUIRED, a wrong one 403 STEP_UP_INVALID.',
    }),
    ...(endpoint.tags && { tags: [...endpoint.tags] }),
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...(endpoint.headers && { headers: endpoint.headers }),
    ...(endpoint.responseKind !== 'blob' && { response: { 200: endpoint.response } }),
    security: endpoint.public ? [] : [{ bearerAuth: [] }],
  };
  serverPathsFor(endpoint.path).forEach((path, index) => {
    const url = path.replace(/\{(\w+)\}/g, ':$1');
    app.stepUp?.routes.add(endpoint.method, url, endpoint);
    app.route({
      method: endpoint.method,
      url,
      schema: { ...schema, operationId: index === 0 ? endpoint.id : `${endpoint.id}.crm` },
      // Authentication before validation: a caller without a valid token learns nothing about
      // the shape of the input (401 comes before 400).
      preValidation: async (request) => {
        request.actor = await authenticate(app, endpoint, request);
      },
      // Step-up after validation: the code is checked against the body as validated (the digest
      // the challenge computed the same way), and bad input answers 400 without using a code up.
      ...(app.stepUp && {
        preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
          if (app.stepUp) await enforceStepUp(app.stepUp, endpoint, request, reply);
        },
      }),
      handler: async (request, reply) =>
        handler({
          actor: request.actor as EndpointContext<E>['actor'],
          params: request.params as EndpointParams<E>,
          query: request.query as EndpointQuery<E>,
          body: request.body as EndpointBody<E>,
          request,
          reply,
        }),
    });
  });
}

async function authenticate(app: FastifyInstance, endpoint: AnyEndpoint, request: FastifyRequest) {
  const token = bearerToken(request);
  if (endpoint.public) {
    // A public endpoint still knows its caller when one is signed in, but never requires it.
    return token ? await tryResolve(app, token, request) : null;
  }
  if (!token) throw AppError.unauthenticated();
  const actor = await tryResolve(app, token, request);
  if (!actor) throw AppError.unauthenticated('The access token is not valid');
  if (!endpoint.audiences.includes(actor.audience)) throw AppError.forbidden();
  if (endpoint.permissions && !holdsAny([...actor.permissions], endpoint.permissions))
    throw AppError.forbidden();
  return actor;
}

async function tryResolve(
  app: FastifyInstance,
  token: string,
  request: FastifyRequest,
): Promise<Actor | null> {
  let verified: Awaited<ReturnType<AccessTokenVerifier['verify']>>;
  try {
    verified = await app.auth.verifier.verify(token);
  } catch {
    return null;
  }
  const mode = request.headers.mode;
  return app.auth.actors.resolve(verified, Array.isArray(mode) ? mode[0] : mode);
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
