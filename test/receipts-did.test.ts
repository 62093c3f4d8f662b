import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { didDocumentPaths, didWebFromBaseUrl } from "../src/receipts/did.js";

describe("did:web identifiers from PUBLIC_BASE_URL", () => {
  it("follows the did:web spec's examples", () => {
    assert.equal(didWebFromBaseUrl("https://api.example.com"), "did:web:api.example.com");
    assert.equal(didWebFromBaseUrl("https://example.com:3000/user/alice"), "did:web:example.com%3A3000:user:alice");
    assert.equal(didWebFromBaseUrl("https://API.Example.com:443"), "did:web:api.example.com");
    assert.equal(didWebFromBaseUrl("http://127.0.0.1:8402"), "did:web:127.0.0.1%3A8402");
  });

  it("percent-encodes IPv6 brackets and colons so they are not read as separators", () => {
    assert.equal(didWebFromBaseUrl("http://[::1]:8402"), "did:web:%5B%3A%3A1%5D%3A8402");
  });

  it("serves the DID document where a resolver looks for it", () => {
    assert.deepEqual(didDocumentPaths("https://api.example.com"), ["/.well-known/did.json"]);
    assert.deepEqual(didDocumentPaths("https://example.com/verity"), ["/.well-known/did.json", "/did.json"]);
  });
});
