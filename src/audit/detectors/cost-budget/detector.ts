import type { Hit, SourceTree } from "../../source.js";
import { isDefinitionLine, linesAbove, linesBelow, searchDetector } from "../search-detector.js";

// Why: a model's thinking budget (`"thinking": {"budget_tokens": 1024}`) sizes one reply's reasoning, and a prompt's
// token budget sizes the context sent; neither stops a run that keeps spending.
const NOT_A_SPEND_CAP = /thinking|reasoning|context|prompt|history/i;

// Why the lines before too: a provider's options often open the thinking block on one line and size it on the next
// (`thinking: {` then `budgetTokens: 12000`).
// So does a type of its own (`pub struct ThinkingOptions {`, `class ReasoningConfig(BaseModel):`).
const OPENS_THINKING_BLOCK = /\b(thinking|reasoning)\w*["']?\s*[:=]\s*(\{|dict\(|\w*\()|\b(struct|class|interface|type|record)\s+\w*(Thinking|Reasoning)\w*/i;
const LINES_BEFORE = 3;

function insideThinkingBlock(hit: Hit, source: SourceTree): boolean {
  return linesAbove(hit, source, LINES_BEFORE).some((line) => OPENS_THINKING_BLOCK.test(line));
}

// Why a function's signature and docstring too: `def check_import_budget(` says what it budgets a few lines on
// (a `max_context_size` parameter, "fits the context window").
const LINES_AFTER_DEFINITION = 5;

function definesContextBudget(hit: Hit, source: SourceTree): boolean {
  if (!isDefinitionLine(hit.text)) return false;
  return linesBelow(hit, source, LINES_AFTER_DEFINITION).some((line) => NOT_A_SPEND_CAP.test(line));
}

const SPEND_WORDS = String.raw`max_?(cost|budget|spend|usd|total_?tokens|tokens_?total)|cost_?limit|budget_?(usd|limit|tokens|exceeded)|token_?budget|spend_?limit|usage_?limit|BudgetExceeded`;

// Why: `budget_tokens` is the thinking budget's field in providers' APIs; in a provider adapter, or beside the thinking
// block's `"type": "enabled"`, it is that field, not a spend cap.
const PROVIDER_ADAPTER = /anthropic|bedrock|claude|gemini|vertex|provider|dto/i;

const SPEND_WORD = new RegExp(SPEND_WORDS, "i");

function providerThinkingField(hit: Hit): boolean {
  const rest = hit.text.replace(/budget_?tokens/gi, "");
  return rest !== hit.text && !SPEND_WORD.test(rest) && (PROVIDER_ADAPTER.test(hit.path) || /["']type["']\s*:\s*["']enabled["']/.test(hit.text));
}

// Why: a provider adapter naming the provider's own finish status (`InteractionStatus::BudgetExceeded =>
// FinishReason::Length`) maps a reply's state; the program enforces no budget there.
function providerStatus(hit: Hit): boolean {
  return PROVIDER_ADAPTER.test(hit.path) && /BudgetExceeded|budget_exceeded/i.test(hit.text) && !/\b(raise|throw|Err\(|bail!)/.test(hit.text);
}

// Why: a budget handled just after words (in the same block) about fitting the context window (compaction, pruning,
// an overflow retry, `fitContextBudget(`) sizes what is sent to the model, not what a run may spend.
const CONTEXT_FITTING = /compact|overflow|\bprun(e|er|ing)|truncat|summari[sz]|context_?(window|budget|tokens|size)/i;
const CONTEXT_LOOK_BACK = 8;

/** Whether the lines just above, back to a blank line, speak of fitting the context window. */
function fitsContextWindow(hit: Hit, source: SourceTree): boolean {
  const above = linesAbove(hit, source, CONTEXT_LOOK_BACK);
  const blank = above.map((line) => !line.trim()).lastIndexOf(true);
  return above.slice(blank + 1).some((line) => CONTEXT_FITTING.test(line));
}

/** Is there a token, cost or spend budget enforced in code? */
export const detector = searchDetector({
  id: "cost-budget",
  question: "Is there a token, cost or spend budget enforced in code?",
  inventory: "limits",
  // Why the file's name too: a thinking budget's own class (`ThinkingConfig.java`) holds `budgetTokens` bare.
  keep: (hit, source) => !NOT_A_SPEND_CAP.test(hit.text) && !/thinking|reasoning/i.test(hit.path) && !insideThinkingBlock(hit, source) && !definesContextBudget(hit, source) && !providerThinkingField(hit) && !providerStatus(hit) && !fitsContextWindow(hit, source),
  dropNote: "the hits size a reply's reasoning (a provider's budget_tokens) or a prompt's context (compaction, pruning, an overflow retry), map a provider's finish status, or are comments",
  pattern: `(?i)${SPEND_WORDS}`,
});
