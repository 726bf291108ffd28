import { z } from "zod";

/** A code citation: repo-relative file, a line or inclusive line range, optional literal quote. */
export const CodeEvidenceSchema = z.strictObject({
  file: z.string().min(1),
  lines: z.string().regex(/^[0-9]+(-[0-9]+)?$/, "lines must be 'N' or 'N-M'"),
  contains: z.string().min(1).optional(),
  note: z.string().optional(),
});

/** A reproducible search: the exact `rg` command, the space-separated scope, the exact matching-line count. */
export const SearchEvidenceSchema = z.strictObject({
  search: z.string().min(1),
  scope: z.string().min(1),
  hits: z.number().int().min(0),
  note: z.string().optional(),
});

/** One evidence item: a code citation or a search. */
export const EvidenceItemSchema = z.union([CodeEvidenceSchema, SearchEvidenceSchema]);

export type CodeEvidence = z.infer<typeof CodeEvidenceSchema>;
export type SearchEvidence = z.infer<typeof SearchEvidenceSchema>;
export type EvidenceItem = z.infer<typeof EvidenceItemSchema>;

/** True when the item is a code citation. */
export function isCodeEvidence(item: EvidenceItem): item is CodeEvidence {
  return "file" in item;
}
