/** A repository or evidence problem that stops a check: the message is one line and names the path or commit. */
export class EvidenceError extends Error {
  override name = "EvidenceError";
}
