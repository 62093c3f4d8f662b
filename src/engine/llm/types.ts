/** A chat model behind an HTTP API, asked for one JSON object matching a fixed schema. */
export interface LlmRequest {
  readonly model: string;
  /** Fixed instructions; never contains caller or page text. */
  readonly system: string;
  /** Holds the data blocks. */
  readonly user: string;
  readonly schemaName: string;
  /** JSON Schema of the only acceptable answer. */
  readonly schema: Record<string, unknown>;
  readonly maxOutputTokens: number;
  readonly timeoutMs: number;
  readonly signal: AbortSignal;
}

export interface LlmReply {
  /** The answer as JSON text, to go through the one strict parse path. Empty when the model gave no single answer. */
  readonly output: string;
  /** The model id the provider reports having used (else the one requested). */
  readonly model: string;
}

export interface LlmClient {
  readonly provider: "openai" | "anthropic";
  complete(request: LlmRequest): Promise<LlmReply>;
}
