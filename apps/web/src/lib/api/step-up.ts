import type { HttpMethod } from '@paydesk/contracts/http/endpoint';

/**
 * Step-up (SCA) codes from the API client's side (docs/administration.md "Step-up codes"). A call
 * the server answers 401 `STEP_UP_REQUIRED` is asked again with a code the user confirms; who asks
 * the user is registered here by the signed-in area (shell/auth/step-up), since the client is no
 * component.
 */
export interface StepUpRequest {
  readonly method: HttpMethod;
  /** The path the server answers, without host and query (what the challenge names). */
  readonly path: string;
  /** The JSON body exactly as sent. */
  readonly body?: string;
  /** The `tenantId` header as sent (a platform user acting for a tenant): the code is bound to it. */
  readonly tenantId?: string;
}

/** Asks the user to confirm `request`; the step-up code, or null when they cancelled. */
export type StepUpPrompt = (request: StepUpRequest) => Promise<string | null>;

let prompt: StepUpPrompt | null = null;

/** Registers who asks the user; returns the unregister function. */
export function onStepUpNeeded(next: StepUpPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/** The user's step-up code for `request`, or null (cancelled, or nobody to ask). */
export function askForStepUp(request: StepUpRequest): Promise<string | null> {
  return prompt ? prompt(request) : Promise.resolve(null);
}
