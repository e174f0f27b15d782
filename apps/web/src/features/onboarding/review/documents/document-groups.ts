import type { BoardingDocument, DocumentType } from '@paydesk/contracts/onboarding/onboarding.schemas';

export interface DocumentGroup {
  /** The document type's id, or the type name of documents whose type is no longer offered. */
  readonly key: string;
  readonly name: string;
  readonly description: string | null;
  /** null: the type is no longer in the tenant's settings, so whether it was required is unknown. */
  readonly isRequired: boolean | null;
  readonly documents: readonly BoardingDocument[];
}

/**
 * The documents by type, in the settings' order, every type listed even with nothing filed (so a
 * missing required one shows); documents of a type no longer offered follow under their own name.
 */
export function groupDocuments(
  types: readonly DocumentType[],
  documents: readonly BoardingDocument[],
): DocumentGroup[] {
  const groups: DocumentGroup[] = types.map((type) => ({
    key: type.id,
    name: type.name,
    description: type.description,
    isRequired: type.isRequired,
    documents: documents.filter((d) => d.documentTypeId === type.id),
  }));
  const known = new Set(types.map((type) => type.id));
  const others = new Map<string, BoardingDocument[]>();
  for (const document of documents) {
    if (known.has(document.documentTypeId)) continue;
    const list = others.get(document.documentTypeId) ?? [];
    list.push(document);
    others.set(document.documentTypeId, list);
  }
  for (const [key, list] of others) {
    groups.push({
      key,
      name: list[0]!.documentTypeName,
      description: null,
      isRequired: null,
      documents: list,
    });
  }
  return groups;
}
