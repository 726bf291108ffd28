/** Every number a report states, kept so `score --check` can compare them with recomputed ones. */
export interface StatedNumbers {
  total: { value: string; band: string; line: number };
  rows: Array<{ id: string; raw: string; cap: string; score: string; tag: string; confidence: string; levels: string[]; line: number }>;
  controls: { line: number; text: string } | null;
  headings: Array<{ id: string; score: string; confidence: string; line: number }>;
  mechanisms: Array<{ id: string; kind: string; raw: string; cap: string | null; score: string; counted: boolean; line: number }>;
  fixes: Array<{ index: number; gain: string; line: number }>;
}
