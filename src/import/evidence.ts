import type { EvidenceItem } from "../model/evidence.js";

// Sticky patterns: matched in place at an offset, so parsing never copies the rest of the line.
const LINK = /\[([^\]\s]+?):(\d+(?:-\d+)?)\]\((\S+?)\)/y;
const PLAIN = /`([^`\s]+?):(\d+(?:-\d+)?)`/y;
const SEARCH = /searched `(.+?)` in `(.*?)` → (\d+) hits?/y;

function matchAt(re: RegExp, text: string, at: number): RegExpExecArray | null {
  re.lastIndex = at;
  return re.exec(text);
}

function startsItem(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  // Why the first-character test: most "; " inside notes are followed by prose, so skip the regexes for them.
  if (c === 0x5b /* [ */) return matchAt(LINK, text, at) !== null;
  if (c === 0x60 /* ` */) return matchAt(PLAIN, text, at) !== null;
  if (c === 0x73 /* s */) return matchAt(SEARCH, text, at) !== null;
  return false;
}

/** Parses "item (note); item; …" as printed in reports. Throws a message (no position) on malformed text. */
export function parseEvidenceList(text: string): EvidenceItem[] {
  const items: EvidenceItem[] = [];
  let at = 0;
  while (at < text.length) {
    let item: EvidenceItem;
    let end: number;
    const link = matchAt(LINK, text, at) ?? matchAt(PLAIN, text, at);
    const search = link ? null : matchAt(SEARCH, text, at);
    if (link) {
      item = { file: link[1]!, lines: link[2]! };
      end = at + link[0].length;
    } else if (search) {
      item = { search: search[1]!, scope: search[2]!, hits: Number(search[3]) };
      end = at + search[0].length;
    } else {
      throw new Error(`cannot read evidence at "${text.slice(at, at + 60)}"`);
    }
    // Why boundary search: notes may hold parentheses and semicolons; an item ends only where the next one starts.
    let next = text.length;
    for (let i = text.indexOf("; ", end); i !== -1; i = text.indexOf("; ", i + 1)) {
      if (startsItem(text, i + 2)) {
        next = i;
        break;
      }
    }
    if (next > end) {
      const tail = text.slice(end, next);
      if (!tail.startsWith(" (") || !tail.endsWith(")")) throw new Error(`unexpected text after evidence: "${tail.slice(0, 60)}"`);
      item.note = tail.slice(2, -1);
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
