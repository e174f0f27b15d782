import type { FilterOption } from './lookup-options';

/** The names of reference ids (payment methods, service providers), by id. */
export type NamesById = ReadonlyMap<string, string>;

/** The lookup's options (id and name) as names by id; none while they load. */
export function namesById(options: readonly FilterOption[] | undefined): NamesById {
  return new Map((options ?? []).map((o) => [o.value, o.label]));
}

/**
 * The name shown for `id`: its lookup name, or the id itself where none is known (the list is still
 * loading, failed, or leaves the id out: the lists are limited by the user's own limits).
 */
export function nameOf(names: NamesById, id: string): string {
  return names.get(id) ?? id;
}
