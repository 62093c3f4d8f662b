/** did:web identifiers derived from the service's public base URL (did:web spec, "Create" and "Read"). */

/**
 * `https://api.example.com` → `did:web:api.example.com`; a port is percent-encoded (`%3A`), path segments
 * become `:`-separated parts. IPv6 brackets and colons are percent-encoded so they are not read as separators.
 */
export function didWebFromBaseUrl(baseUrl: string): string {
  const url = new URL(baseUrl);
  const host = encodeURIComponent(url.host);
  const segments = url.pathname.split("/").filter(Boolean).map((s) => encodeURIComponent(decodeURIComponent(s)));
  return ["did:web", host, ...segments].join(":");
}

/** Where a did:web resolver fetches the document, relative to the service base URL. */
export function didDocumentPaths(baseUrl: string): string[] {
  const hasPath = new URL(baseUrl).pathname.split("/").some(Boolean);
  // Without a path the DID resolves to /.well-known/did.json; with one it resolves to <path>/did.json, which a
  // proxy that strips the path prefix sends to our /did.json.
  return hasPath ? ["/.well-known/did.json", "/did.json"] : ["/.well-known/did.json"];
}
