/**
 * The request a piece of work belongs to, carried through async calls (AsyncLocalStorage): its id goes on every log
 * line written while handling it (log.ts's mixin), and the payment gate notes the payer and the settlement
 * transaction for the one request line the listener writes when the answer is out.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

export interface RequestContext {
  readonly id: string;
  payer?: string;
  transaction?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** An incoming X-Request-Id is kept when it is short and plain (a proxy's id); anything else gets a fresh one. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && ACCEPTED_ID.test(value) ? value : randomUUID();
}

export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The current request, when there is one. */
export function currentRequest(): RequestContext | undefined {
  return storage.getStore();
}
