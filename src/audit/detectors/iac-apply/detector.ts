import { searchDetector } from "../search-detector.js";

/**
 * Does a tool apply model-written infrastructure definitions (Kubernetes manifests, Terraform runs, Helm releases)?
 * Why: IaC apply is in C4's risk surface — the model's text becomes changes to real infrastructure — and a tool
 * server that does it has no shell for the other detectors to see.
 */
export const detector = searchDetector({
  id: "iac-apply",
  question: "Does a tool apply model-written infrastructure definitions (Kubernetes manifests, Terraform runs, Helm releases)?",
  inventory: "interpretation",
  pattern: String.raw`(?i)["'\x60](apply[_-]?(yaml|manifests?|resources?|configuration)|terraform[_-]?apply|kubectl[_-]?apply|helm[_-]?(install|upgrade))["'\x60]|\bterraform\s+apply\b|\bkubectl\s+apply\b`,
});
