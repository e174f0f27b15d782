/** Spec §8: "The HTTP status class helper marks 200-299 as success and 400 or more as error." */
export type StatusClass = 'success' | 'error' | null;

export function statusClass(status: number): StatusClass {
  if (status >= 200 && status <= 299) return 'success';
  if (status >= 400) return 'error';
  return null;
}

export const isSuccessStatus = (status: number): boolean => statusClass(status) === 'success';
export const isErrorStatus = (status: number): boolean => statusClass(status) === 'error';
