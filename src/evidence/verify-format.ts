import { isCodeEvidence } from "../model/evidence.js";
import { checkSeverity, type ItemResult, type VerifyResult } from "./verify.js";

/** A verify result as plain data for `--format json`: counts and one record per item that is not ok. */
export interface VerifyReport {
  commit: string;
  commitFound: boolean;
  headMatches: boolean;
  ok: number;
  failed: number;
  notChecked: number;
  problems: Array<{ where: string; kind: ItemResult["kind"]; severity: "failed" | "not-checked"; message: string }>;
}

/** One line saying what is wrong with an item (empty for an ok item). */
export function describeItem(result: ItemResult, commit: string): string {
  const at = commit.slice(0, 12);
  const cite = isCodeEvidence(result.item) ? `${result.item.file}:${result.item.lines}` : "";
  const search = isCodeEvidence(result.item) ? "" : `\`${result.item.search}\` in \`${result.item.scope}\``;
  switch (result.kind) {
    case "ok":
      return "";
    case "missing-file":
      return result.reason === "missing"
        ? `${cite}: file not found at ${at}`
        : result.reason === "escapes-tree"
          ? `${cite}: path points outside the repository`
          : `${cite}: symlink points outside the repository`;
    case "unreadable-file":
      return `${cite}: not checked, the file is ${result.reason === "binary" ? "binary" : "over the size cap"}`;
    case "out-of-range":
      return `${cite}: the file has ${result.lineCount} lines at ${at}`;
    case "quote-not-found":
      return `${cite}: the cited lines do not contain ${JSON.stringify(result.contains)}`;
    case "count-mismatch":
      return `re-ran ${search}: ${result.actual} matching lines, the scorecard says ${result.stated}`;
    case "unsupported-search":
      return `${search} not re-run: ${result.reason}`;
    case "scope-missing":
      return `${search} not re-run: no scope path exists at ${at}`;
    case "search-failed":
      return `${search} failed: ${result.message}`;
  }
}

/** The result as text (one line per item that is not ok, then `N ok, M failed`) and as plain data. */
export function formatVerifyResults(result: VerifyResult): { text: string; json: VerifyReport } {
  const problems = result.items.flatMap((r) => {
    const severity = checkSeverity(r.kind);
    return severity === "ok" ? [] : [{ where: r.where, kind: r.kind, severity, message: describeItem(r, result.commit) }];
  });
  const json: VerifyReport = {
    commit: result.commit,
    commitFound: result.commitCheck === "ok",
    headMatches: result.headMatches,
    ok: result.items.filter((r) => r.kind === "ok").length,
    failed: problems.filter((p) => p.severity === "failed").length,
    notChecked: problems.filter((p) => p.severity === "not-checked").length,
    problems,
  };
  const lines: string[] = [];
  if (!json.commitFound) lines.push(`commit-missing: ${result.commit} is not in the repository; nothing was checked`);
  else if (!json.headMatches) lines.push(`HEAD is not ${result.commit} (checked at the pinned commit anyway)`);
  for (const p of problems) lines.push(`${p.where}: ${p.kind}: ${p.message}`);
  lines.push(`${json.ok} ok, ${json.failed} failed` + (json.notChecked > 0 ? `, ${json.notChecked} not checked` : ""));
  return { text: lines.join("\n"), json };
}
