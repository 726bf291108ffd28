import type { EvidenceItem } from "../model/evidence.js";

const LINK = /^\[([^\]\s]+?):(\d+(?:-\d+)?)\]\((\S+?)\)/;
const PLAIN = /^`([^`\s]+?):(\d+(?:-\d+)?)`/;
const SEARCH = /^searched `(.+?)` in `(.*?)` → (\d+) hits?/;

/** Where an evidence item can start: a permalink, a plain `path:lines`, or a search. */
export const EVIDENCE_START = /\[[^\]\s]+?:\d+(?:-\d+)?\]\(|`[^`\s]+?:\d+(?:-\d+)?`|searched `/;

function startsItem(text: string, at: number): boolean {
  const rest = text.slice(at);
  return LINK.test(rest) || PLAIN.test(rest) || SEARCH.test(rest);
}

/** Parses "item (note); item; …" as printed in reports. Throws a message (no position) on malformed text. */
export function parseEvidenceList(text: string): EvidenceItem[] {
  const items: EvidenceItem[] = [];
  let at = 0;
  while (at < text.length) {
    const rest = text.slice(at);
    let item: EvidenceItem;
    let used: number;
    const link = LINK.exec(rest) ?? PLAIN.exec(rest);
    const search = link ? null : SEARCH.exec(rest);
    if (link) {
      item = { file: link[1]!, lines: link[2]! };
      used = link[0].length;
    } else if (search) {
      item = { search: search[1]!, scope: search[2]!, hits: Number(search[3]) };
      used = search[0].length;
    } else {
      throw new Error(`cannot read evidence at "${rest.slice(0, 60)}"`);
    }
    // Why boundary search: notes may hold parentheses and semicolons; an item ends only where the next one starts.
    let end = at + used;
    let next = text.length;
    for (let i = text.indexOf("; ", end); i !== -1; i = text.indexOf("; ", i + 1)) {
      if (startsItem(text, i + 2)) {
        next = i;
        break;
      }
    }
    const tail = text.slice(end, next);
    if (tail) {
      const note = /^ \((.*)\)$/s.exec(tail);
      if (!note) throw new Error(`unexpected text after evidence: "${tail.slice(0, 60)}"`);
      item.note = note[1]!;
    }
    items.push(item);
    at = next === text.length ? next : next + 2;
  }
  return items;
}

/** Splits "finding<lead>evidence" at the first lead that is followed by an evidence item. */
export function splitFindingAndEvidence(text: string, lead: string): { finding: string; evidence: string | null } {
  for (let i = text.indexOf(lead); i !== -1; i = text.indexOf(lead, i + 1)) {
    if (startsItem(text, i + lead.length)) return { finding: text.slice(0, i), evidence: text.slice(i + lead.length) };
  }
  return { finding: text, evidence: null };
}
