/** An engine that takes `delayMs` per verdict (so concurrent paid calls overlap) and counts its calls. */
import type { Engine, EngineVerdict } from "../../src/engine/types.js";

export class SlowEngine implements Engine {
  calls = 0;

  constructor(private readonly delayMs = 400) {}

  async verify(): Promise<EngineVerdict> {
    this.calls++;
    await new Promise((r) => setTimeout(r, this.delayMs));
    return { verdict: "uncertain", confidence: 0, reasoning: "slow", evidence: [], engine: { judge: "slow", model: null, search: null }, grounding: "none" };
  }

  describe() {
    return { judge: "slow", llm: null, search: null };
  }
}
