import { defineEndpoint } from '../http/endpoint';
import {
  StepUpChallenge,
  StepUpChallengeInput,
  StepUpChallengeParams,
  StepUpCode,
  StepUpConfirmInput,
  StepUpEnrolment,
  StepUpStatus,
} from './step-up.schemas';

const common = {
  audiences: ['customer', 'tenant', 'platform'],
  signedIn: true,
  tags: ['step-up'],
} as const;

export const createStepUpChallenge = defineEndpoint({
  ...common,
  id: 'stepUp.createChallenge',
  method: 'POST',
  path: 'api/step-up/challenges',
  summary:
    'Starts a step-up for one request (method, path, body): 404 for an unknown route, 403 without its permission',
  body: StepUpChallengeInput,
  response: StepUpChallenge,
});

export const confirmStepUpChallenge = defineEndpoint({
  ...common,
  id: 'stepUp.confirmChallenge',
  method: 'POST',
  path: 'api/step-up/challenges/{id}/confirm',
  summary: "Confirms a challenge with the authenticator's code: a one-time step-up code for 120 s",
  params: StepUpChallengeParams,
  body: StepUpConfirmInput,
  response: StepUpCode,
});

export const getStepUpStatus = defineEndpoint({
  ...common,
  id: 'stepUp.getStatus',
  method: 'GET',
  path: 'api/profile/step-up',
  summary: 'Whether the signed-in user has an authenticator enrolled, and until when step-up is locked',
  response: StepUpStatus,
});

export const startStepUpEnrolment = defineEndpoint({
  ...common,
  id: 'stepUp.startEnrolment',
  method: 'POST',
  path: 'api/profile/step-up/enrolment',
  summary: 'A new authenticator secret, shown once; it replaces the enrolled one when confirmed',
  response: StepUpEnrolment,
});

export const confirmStepUpEnrolment = defineEndpoint({
  ...common,
  id: 'stepUp.confirmEnrolment',
  method: 'PUT',
  path: 'api/profile/step-up/enrolment',
  summary: "Confirms the pending secret with the authenticator's code",
  body: StepUpConfirmInput,
  response: StepUpStatus,
});

export const removeStepUpEnrolment = defineEndpoint({
  ...common,
  id: 'stepUp.removeEnrolment',
  method: 'DELETE',
  path: 'api/profile/step-up/enrolment',
  summary: "Removes the user's authenticator (needs a step-up code itself)",
  stepUp: 'always',
  response: StepUpStatus,
});
