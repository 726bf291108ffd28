import { createHash, timingSafeEqual } from "node:crypto";
import { scorecardFromText } from "../model/read-input.js";
import { scoreScorecard } from "../score/score.js";
import { scorecardRecord } from "../store/record.js";
import { InputError, RuleError } from "../util/errors.js";
import { jsonError, jsonReply, type Reply, type SiteContext } from "./reply.js";

/** Reads the request body as UTF-8 text; rejects with BodyTooLargeError past the limit. */
export type BodyReader = () => Promise<string>;

/** The request body exceeded the server's limit (answered 413). */
export class BodyTooLargeError extends Error {
  override name = "BodyTooLargeError";
}

// Why hash before comparing: timingSafeEqual needs equal lengths, and the hashes hide the token's length too.
function sameToken(given: string, expected: string): boolean {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

/** POST /api/entries: with the publish token, validates, scores and stores a scorecard JSON body. */
export async function publishHandler(ctx: SiteContext, headers: { authorization?: string | undefined; contentType?: string | undefined }, readBody: BodyReader): Promise<Reply> {
  if (ctx.publishToken === null) return jsonError(403, "this server is read-only; start it with --publish-token to accept publishes");
  const m = /^Bearer\s+(\S+)\s*$/i.exec(headers.authorization ?? "");
  if (!m || !sameToken(m[1]!, ctx.publishToken)) return jsonError(401, "a valid 'Authorization: Bearer <token>' header is required", {}, { "WWW-Authenticate": 'Bearer realm="didscore"' });
  if (!/^application\/json\s*(;|$)/i.test(headers.contentType ?? "")) return jsonError(415, "the body must be a scorecard as application/json");
  let text: string;
  try {
    text = await readBody();
  } catch (e) {
    if (e instanceof BodyTooLargeError) return jsonError(413, e.message);
    throw e;
  }
  try {
    const input = scorecardFromText(text, "request.json", ctx.rubric);
    const report = scoreScorecard(ctx.rubric, input.card);
    const [outcome] = await ctx.store.publish([scorecardRecord(report, ctx.now())]);
    const id = report.card.id;
    return jsonReply(outcome!.replaced ? 200 : 201, {
      id,
      pinned_commit: report.card.pinned_commit,
      score: report.total,
      band: report.band,
      replaced: outcome!.replaced,
      warnings: input.warnings,
      links: { page: `/agents/${id}`, api: `/api/agents/${id}`, badge: `/badge/${id}.svg` },
    });
  } catch (e) {
    if (e instanceof RuleError) return jsonError(422, e.message, { problems: e.problems });
    if (e instanceof InputError) return jsonError(400, e.message);
    throw e;
  }
}
