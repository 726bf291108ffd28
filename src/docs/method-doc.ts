import type { Rubric } from "../rubric/load.js";

const DIMENSION_ORDER = ["S", "C", "D", "B"] as const;

/** Renders docs/method.md from the rubric, so the prose and the data never drift apart. */
export function renderMethodDoc(rubric: Rubric): string {
  const m = rubric.method;
  const out: string[] = [
    "# The Defense-in-Depth method, as didscore applies it",
    "",
    `<!-- Generated from rubric/ by \`npm run generate\`; edit the YAML, not this file. Method version ${m.version}. -->`,
    "",
    "didscore scores one configuration of an AI agent system at one pinned commit: normally the default that ships.",
    "Ten criteria, each worth 1.0, are rated on four dimensions at levels L0–L4. Every level needs evidence: a citation",
    "of code at the commit, or a search anyone can re-run with the same count.",
    "",
    "## Dimensions and arithmetic",
    "",
    "| dimension | weight (of 40) | what it asks |",
    "|---|---|---|",
    ...m.dimensions.map((d) => `| ${d.id} ${d.name} | ${d.weight} | ${d.asks} |`),
    "",
    "- Points: k = 3·S + 3·C + 2·D + 2·B (0–40); raw = k / 40, shown with two decimals rounded half-to-even on the binary value.",
    "- Caps are ceilings: the lowest applicable one binds; an opt-in alternative configuration always carries G1 and counts only when it scores higher than the default.",
    "- A structurally absent criterion (its risk surface does not exist, shown by a negative search) scores 1.00.",
    "- The total is the sum of the ten counted scores, rounded half up to one decimal: ⌊(U + 2) / 4⌋ tenths with U the summed capped points.",
    "",
    "## Rules on levels",
    "",
    ...m.rules.map((r) => `- ${r.text}`),
    "",
    "## Caps",
    "",
    "| cap | criterion | ceiling | applies when |",
    "|---|---|---|---|",
    ...m.caps.map((c) => {
      const condition = c.condition ?? rubric.criteria.flatMap((x) => x.caps).find((x) => x.id === c.id)?.condition ?? "";
      return `| ${c.id} | ${c.criterion ?? "any"} | ${c.ceiling.toFixed(2)} | ${condition}${c.automatic ? " (applied automatically)" : ""} |`;
    }),
    "",
    "## Bands",
    "",
    ...[...m.bands].map((b) => `- **${b.label}** (${b.color}): total ≥ ${b.min_score.toFixed(1)}`),
    "",
    "## Categories",
    "",
    ...m.categories.map((c) => `- **${c.label}** (\`${c.id}\`): ${c.description}`),
    "",
    ...m.category_rules.map((r) => `> ${r}`),
    "",
    "## Agent surface",
    "",
    `Nine properties of the scored configuration, each yes, no or opt-in: ${m.surface.map((s) => s.label).join(" · ")}.`,
  ];
  for (const c of rubric.criteria) {
    out.push("", `## ${c.id} ${c.name}`, "", `*${c.question}*`, "", `**Threats:** ${c.owasp_mapping} · ${c.playbook}`, "", `**Risk surface:** ${c.risk_surface}`, "", `**Why it matters:** ${c.why_it_matters}`);
    for (const n of c.notes ?? []) out.push("", `> ${n}`);
    if (c.structural_absence) out.push("", `**Structural absence:** ${c.structural_absence}`);
    for (const id of DIMENSION_ORDER) {
      const d = c.dimensions[id];
      out.push("", `### ${id} — ${d.title}`, "", ...[0, 1, 2, 3, 4].map((l) => `- **L${l}:** ${d.levels[l as 0]}`));
      if (d.guidance) out.push("", d.guidance);
    }
    if (c.tool_server_strength) {
      out.push("", `### S for tool servers — ${c.tool_server_strength.title}`, "", ...[0, 1, 2, 3, 4].map((l) => `- **L${l}:** ${c.tool_server_strength!.levels[l as 0]}`));
    }
    out.push("", `**Caps:** ${c.caps.length ? c.caps.map((x) => `${x.id}: ${x.condition}`).join(" ") : "only the global caps G1 and G2."}`);
    out.push("", "**Where to look:**", "", ...c.where_to_look.map((w) => `- ${w}`));
    out.push("", "**Traps:**", "", ...c.traps.map((w) => `- ${w}`));
  }
  out.push("", "## Threat codes", "");
  for (const f of rubric.threats.frameworks) out.push(`- **${f.name}:** ${f.codes.map((c) => `${c.code} ${c.name}`).join(" · ")}`);
  out.push("", "## Playbooks", "", ...rubric.threats.playbooks.map((p) => `${p.number}. **${p.name}** (${p.threats.join(", ")}): ${p.summary}`));
  return out.join("\n") + "\n";
}
