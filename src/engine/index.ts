import type { Config } from "../config.js";
import type { Engine, EngineVerdict, VerifyInput } from "./types.js";

export type { Engine, EngineVerdict, VerifyInput, EngineIdentity } from "./types.js";
export { EngineUnavailableError } from "./types.js";

/**
 * Fail-closed engine used while no judge or evidence source is wired in: it answers `uncertain` and says why.
 * This is an honest verdict, not a stand-in for a real one.
 */
class UnconfiguredEngine implements Engine {
  async verify(input: VerifyInput): Promise<EngineVerdict> {
    return {
      verdict: "uncertain",
      confidence: 0,
      reasoning: `No judge or evidence source is configured for the ${input.tier} tier, so the claim was not judged. Verdict is uncertain (fail-closed).`,
      evidence: [],
      engine: { judge: "none", model: null, search: null },
    };
  }

  describe() {
    return { judge: "none", llm: null, search: null };
  }
}

export function createEngine(_config: Config): Engine {
  return new UnconfiguredEngine();
}
