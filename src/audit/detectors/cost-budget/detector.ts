import { searchDetector } from "../search-detector.js";

/** Is there a token, cost or spend budget enforced in code? */
export const detector = searchDetector({
  id: "cost-budget",
  question: "Is there a token, cost or spend budget enforced in code?",
  inventory: "limits",
  pattern: String.raw`(?i)max_?(cost|budget|spend|usd|total_?tokens|tokens_?total)|cost_?limit|budget_?(usd|limit|tokens|exceeded)|token_?budget|spend_?limit|usage_?limit|BudgetExceeded`,
});
