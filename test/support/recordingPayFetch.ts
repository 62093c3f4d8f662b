/** A paying fetch (the official @x402/fetch buyer) that also records every PAYMENT-SIGNATURE header it sent. */
import { x402Client } from "@x402/core/client";
import { registerExactEvmScheme } from "@x402/evm/exact/client";
import { wrapFetchWithPayment } from "@x402/fetch";
import { devAccount } from "../../src/payments/devChain.js";

export function recordingPayFetch(sent: string[], accountIndex = 1): typeof fetch {
  const recording: typeof fetch = async (input, init) => {
    const request = new Request(input as string | URL | Request, init);
    const header = request.headers.get("payment-signature");
    if (header) sent.push(header);
    return fetch(request);
  };
  const client = new x402Client();
  registerExactEvmScheme(client, { signer: devAccount(accountIndex) });
  return wrapFetchWithPayment(recording, client) as typeof fetch;
}
