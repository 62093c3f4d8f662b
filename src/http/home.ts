/**
 * GET / on the api address: what a person or an agent landing here needs first. The paid routes with their prices,
 * the free routes, the discovery documents and the trial page's address; HTML for a browser, JSON otherwise.
 */
import { PAYMENT, SERVICE, TIERS } from "../contract/tiers.js";
import type { DiscoveryContext } from "./discovery.js";

export interface HomeDocument {
  readonly service: string;
  readonly description: string;
  readonly payment: { readonly protocol: string; readonly network: string; readonly asset: string; readonly payTo: string };
  readonly paid: readonly { method: string; path: string; price_usd: string; summary: string; needs?: string }[];
  readonly free: readonly { method: string; path: string; what: string }[];
  readonly docs: Readonly<Record<string, string>>;
  readonly trial_page: string;
}

const FREE_ROUTES = [
  { method: "GET", path: "/health", what: "status, payment mode, configured judge and search" },
  { method: "POST", path: "/receipt/verify", what: "check a receipt's signature (body: the receipt, or the paid answer's {receipt})" },
  { method: "GET", path: "/receipt/selftest", what: "sign and verify a sample receipt" },
  { method: "POST", path: "/mcp", what: "MCP (Streamable HTTP): the same paid tools, paid with the x402 MCP transport" },
] as const;

export function homeDocument(ctx: DiscoveryContext): HomeDocument {
  const base = ctx.publicBaseUrl;
  return {
    service: SERVICE.name,
    description: SERVICE.description,
    payment: { protocol: `x402 v${PAYMENT.x402Version}`, network: PAYMENT.network, asset: "USDC", payTo: ctx.payTo },
    paid: TIERS.map((t) => {
      const unavailable = ctx.cannotJudge?.[t.id];
      const needs = unavailable ? `cannot judge in this configuration: ${unavailable}` : ctx.contextRequired?.[t.id] ? `context: ${ctx.contextRequired[t.id]}` : null;
      return { method: t.method, path: t.path, price_usd: t.priceUsd, summary: t.summary, ...(needs ? { needs } : {}) };
    }),
    free: FREE_ROUTES,
    docs: {
      openapi: `${base}/openapi.json`,
      manifest: `${base}/.well-known/x402.json`,
      llms_txt: `${base}/llms.txt`,
      service_pubkey: `${base}/.well-known/service-pubkey.json`,
      did: `${base}/.well-known/did.json`,
    },
    trial_page: `${ctx.publicScanUrl}/`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function homeHtml(doc: HomeDocument): string {
  const e = escapeHtml;
  const paid = doc.paid
    .map((r) => `<tr><td><code>${e(r.method)} ${e(r.path)}</code></td><td>$${e(r.price_usd)}</td><td>${e(r.summary)}${r.needs ? `<br><small>${e(r.needs)}</small>` : ""}</td></tr>`)
    .join("");
  const free = doc.free.map((r) => `<tr><td><code>${e(r.method)} ${e(r.path)}</code></td><td>free</td><td>${e(r.what)}</td></tr>`).join("");
  const docs = Object.entries(doc.docs)
    .map(([name, url]) => `<li><a href="${e(url)}">${e(name.replace(/_/g, " "))}</a></li>`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(doc.service)}</title><style>body{font:15px/1.5 system-ui,sans-serif;max-width:760px;margin:32px auto;padding:0 16px}table{border-collapse:collapse;width:100%}td{border-top:1px solid #ddd;padding:6px 8px;vertical-align:top}code{font-size:13px}</style></head>
<body><h1>${e(doc.service)}</h1><p>${e(doc.description)}</p>
<p>Paid per call with ${e(doc.payment.protocol)}: ${e(doc.payment.asset)} on <code>${e(doc.payment.network)}</code>, to <code>${e(doc.payment.payTo)}</code>. An unpaid call answers 402 with the challenge.</p>
<h2>Routes</h2><table>${paid}${free}</table>
<h2>Documents</h2><ul>${docs}</ul>
<h2>Try it free</h2><p>The trial page (no wallet): <a href="${e(doc.trial_page)}">${e(doc.trial_page)}</a></p>
</body></html>`;
}
