/**
 * The consistency fixtures' gold (test/fixtures/sites/gold.json) and how a report is scored against it: a reported
 * pair matches a gold entry when both quotes contain the gold fragments (normalised as quotes are), the values match
 * where the gold gives them, and the placement matches. Used by the HTTP test and by bench/consistency.ts.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { normalizeForQuote } from "../../src/engine/text/index.js";

export const SITES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "sites");
/** Sites written by someone who never saw the finder, measured rather than fitted on (bench/consistency.ts). */
export const BLIND_SITES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "sites-blind");
/** A second such set, written on 2026-12-02 (a yoga studio, a garage, a hostel, a music school). */
export const BLIND_SITES_2_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "sites-blind-2");
export const BLIND_SITES_DIRS = [BLIND_SITES_DIR, BLIND_SITES_2_DIR] as const;

export interface GoldEntry {
  readonly id?: string;
  readonly kind?: string;
  readonly why?: string;
  readonly a: string;
  readonly b: string;
  readonly values?: { a?: string; b?: string };
  readonly placement?: { a?: string; b?: string };
}

export interface GoldSite {
  readonly name: string;
  readonly pages: [string, string];
  readonly contradictions: GoldEntry[];
  readonly traps: GoldEntry[];
}

export interface ReportedPair {
  readonly a: string;
  readonly b: string;
  readonly valueA: string;
  readonly valueB: string;
  readonly placementA: string;
  readonly placementB: string;
}

export function goldSites(dir = SITES_DIR): GoldSite[] {
  return (JSON.parse(readFileSync(path.join(dir, "gold.json"), "utf8")) as { sites: GoldSite[] }).sites;
}

export function sitePage(page: string, dir = SITES_DIR): string {
  return readFileSync(path.join(dir, page), "utf8");
}

const norm = (s: string) => normalizeForQuote(s);

export function matches(pair: ReportedPair, gold: GoldEntry): boolean {
  if (!norm(pair.a).includes(norm(gold.a)) || !norm(pair.b).includes(norm(gold.b))) return false;
  if (gold.values?.a !== undefined && norm(pair.valueA) !== norm(gold.values.a)) return false;
  if (gold.values?.b !== undefined && norm(pair.valueB) !== norm(gold.values.b)) return false;
  return true;
}

export interface SiteScore {
  readonly site: string;
  readonly reported: number;
  readonly correct: number;
  readonly gold: number;
  readonly found: string[];
  readonly missed: string[];
  /** Reported pairs that match no gold contradiction (traps hit are listed by their reason). */
  readonly wrong: string[];
  readonly trapsHit: number;
  readonly placementErrors: string[];
}

export function scoreSite(site: GoldSite, pairs: readonly ReportedPair[]): SiteScore {
  const found: string[] = [];
  const placementErrors: string[] = [];
  for (const gold of site.contradictions) {
    const hit = pairs.find((p) => matches(p, gold));
    if (!hit) continue;
    found.push(gold.id ?? gold.a);
    const want = { a: gold.placement?.a ?? "rendered", b: gold.placement?.b ?? "rendered" };
    if (hit.placementA !== want.a || hit.placementB !== want.b) placementErrors.push(`${gold.id}: ${hit.placementA}/${hit.placementB}`);
  }
  const wrong: string[] = [];
  let trapsHit = 0;
  let correct = 0;
  for (const p of pairs) {
    if (site.contradictions.some((g) => matches(p, g))) {
      correct++;
      continue;
    }
    const trap = site.traps.find((g) => matches(p, g));
    if (trap) trapsHit++;
    wrong.push(`${trap ? `[trap: ${trap.why}] ` : ""}"${p.a}" (${p.valueA}) vs "${p.b}" (${p.valueB})`);
  }
  return {
    site: site.name,
    reported: pairs.length,
    correct,
    gold: site.contradictions.length,
    found,
    missed: site.contradictions.map((g) => g.id ?? g.a).filter((id) => !found.includes(id)),
    wrong,
    trapsHit,
    placementErrors,
  };
}

export function totals(scores: readonly SiteScore[]): { recall: number; precision: number; reported: number; correct: number; gold: number; found: number; trapsHit: number } {
  const sum = (f: (s: SiteScore) => number) => scores.reduce((n, s) => n + f(s), 0);
  const reported = sum((s) => s.reported);
  const correct = sum((s) => s.correct);
  const gold = sum((s) => s.gold);
  const found = sum((s) => s.found.length);
  return { recall: gold ? found / gold : 0, precision: reported ? correct / reported : 1, reported, correct, gold, found, trapsHit: sum((s) => s.trapsHit) };
}
