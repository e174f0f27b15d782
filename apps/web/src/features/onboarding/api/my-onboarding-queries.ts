import type { EndpointBody } from '@paydesk/contracts/http/endpoint';
import {
  addDocument,
  getDocumentTypes,
  getMyOnboarding,
  getPrecheckForm,
  listMyDocuments,
  removeDocument,
  savePrecheckForm,
  submitPrecheckForm,
} from '@paydesk/contracts/onboarding/onboarding.endpoints';
import type { PrecheckDraft } from '@paydesk/contracts/onboarding/precheck.schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api/api-client';
import { onboardingKeys } from './onboarding-query-keys';

/**
 * The merchant's side of onboarding (contracts onboarding.endpoints.ts, "The merchant's side"): the
 * caller's own case, pre-check form and boarding documents. Every change refreshes the whole
 * onboarding cache, since the case (stepper, missing documents) summarises all of them.
 */

/** GET /onboarding/case: where the caller's merchant stands (the journey stepper). */
export function useMyOnboarding(enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.mine(),
    queryFn: ({ signal }) => callEndpoint(getMyOnboarding, { signal }),
    enabled,
  });
}

export function usePrecheckForm() {
  return useQuery({
    queryKey: onboardingKeys.precheck(),
    queryFn: ({ signal }) => callEndpoint(getPrecheckForm, { signal }),
  });
}

export type PrecheckAction = 'save' | 'submit';

/**
 * Saves the form as a draft (PUT) or saves and submits it (POST …/submit). A refusal gets the app's
 * error toast; the form puts a 400's field messages on their fields.
 */
export function usePrecheckMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, body }: { action: PrecheckAction; body: PrecheckDraft }) =>
      action === 'submit'
        ? callEndpoint(submitPrecheckForm, { body })
        : callEndpoint(savePrecheckForm, { body }),
    onSuccess: (form) => queryClient.setQueryData(onboardingKeys.precheck(), form),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}

/** GET /onboarding/document-types: merchants and tenant staff both read it. */
export function useDocumentTypes(enabled = true) {
  return useQuery({
    queryKey: onboardingKeys.documentTypes(),
    queryFn: ({ signal }) => callEndpoint(getDocumentTypes, { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
}

export function useMyDocuments() {
  return useQuery({
    queryKey: onboardingKeys.myDocuments(),
    queryFn: ({ signal }) => callEndpoint(listMyDocuments, { signal }),
  });
}

export type AddDocumentBody = EndpointBody<typeof addDocument>;

/** Files an uploaded file (purpose=document) under a document type. */
export function fileDocument(body: AddDocumentBody) {
  return callEndpoint(addDocument, { body });
}

export function useFileDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fileDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}

/** Removes a boarding document and its file (409 once the pre-check is approved). */
export function removeMyDocument(documentId: string) {
  return callEndpoint(removeDocument, { params: { id: documentId } });
}

export function useRemoveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMyDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: onboardingKeys.all }),
  });
}
