/** Input that cannot be read as a scorecard or report at all (exit 2). */
export class InputError extends Error {
  override name = "InputError";
}

/** Readable input that breaks a method rule (exit 1). */
export class RuleError extends Error {
  override name = "RuleError";
  constructor(
    message: string,
    readonly problems: string[] = [message],
  ) {
    super(message);
  }
}
