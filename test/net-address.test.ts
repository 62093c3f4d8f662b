import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { classifyAddress, isAllowed, isPublicAddress, normalizeHostname, parseNetAllow } from "../src/net/index.js";

describe("address classification", () => {
  it("judges IPv4-mapped IPv6 as the IPv4 it carries", () => {
    assert.equal(classifyAddress("::ffff:127.0.0.1"), "loopback");
    assert.equal(classifyAddress("::ffff:7f00:1"), "loopback");
    assert.equal(classifyAddress("::ffff:8.8.8.8"), "unicast");
  });

  it("closes the ::/96 (IPv4-compatible) gap that ipaddr.js calls unicast", () => {
    assert.equal(classifyAddress("::127.0.0.1"), "ipv4Compatible");
    assert.equal(classifyAddress("::8.8.8.8"), "ipv4Compatible");
    assert.equal(classifyAddress("::7f00:1"), "ipv4Compatible");
    assert.equal(classifyAddress("fe80::1%eth0"), "invalid");
  });

  it("never parses leniently: non-canonical literals are invalid", () => {
    for (const s of ["0x7f.1", "127.1", "2130706433", "", "localhost", "1.2.3.4.5", "::ffff:1.2.3"]) {
      assert.equal(classifyAddress(s), "invalid", s);
      assert.equal(isPublicAddress(s), false);
    }
  });

  it("calls public addresses public", () => {
    for (const s of ["8.8.8.8", "1.1.1.1", "2606:4700::1111", "2a00:1450:4001:80b::200e"]) assert.ok(isPublicAddress(s), s);
    for (const s of ["127.0.0.1", "0.0.0.0", "::1", "::", "169.254.169.254", "fd00:ec2::254", "100.64.0.1"]) assert.ok(!isPublicAddress(s), s);
  });
});

describe("NET_ALLOW parsing", () => {
  it("accepts IPs, CIDRs and host names, and normalises names", () => {
    const allow = parseNetAllow([" 127.0.0.2 ", "10.1.0.0/16", "::1", "fd00::/8", "Search.Internal.", ""]);
    assert.equal(allow.cidrs.length, 4);
    assert.deepEqual([...allow.hosts], ["search.internal"]);
    assert.ok(isAllowed(allow, { address: "127.0.0.2" }));
    assert.ok(!isAllowed(allow, { address: "127.0.0.1" }));
    assert.ok(isAllowed(allow, { address: "10.1.200.3" }));
    assert.ok(!isAllowed(allow, { address: "10.2.0.1" }));
    assert.ok(isAllowed(allow, { address: "::ffff:127.0.0.2" }), "mapped form of an allowed IPv4");
    assert.ok(!isAllowed(allow, { address: "::127.0.0.2" }), "IPv4-compatible is a different address");
    assert.ok(isAllowed(allow, { address: "fd12::1" }));
    assert.ok(isAllowed(allow, { hostname: "SEARCH.internal." }));
    assert.ok(!isAllowed(allow, { hostname: "evil.internal" }));
  });

  it("maps an IPv4-mapped CIDR onto IPv4", () => {
    const allow = parseNetAllow(["::ffff:10.0.0.0/104"]);
    assert.ok(isAllowed(allow, { address: "10.9.9.9" }));
    assert.ok(!isAllowed(allow, { address: "11.0.0.1" }));
  });

  it("rejects entries that are neither IP, CIDR nor host name, naming them", () => {
    for (const bad of ["10.0.0.0/33", "http://x", "a b", "1.2.3.4/", "*.example.com"]) {
      assert.throws(() => parseNetAllow([bad]), (e: Error) => e instanceof TypeError && e.message.includes(bad));
    }
  });

  it("normalises host names", () => {
    assert.equal(normalizeHostname("LocalHost.."), "localhost");
    assert.equal(normalizeHostname("[::1]"), "::1");
  });
});
