import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { defaultDataDir, loadItems } from "../scripts/judge-training/data.js";
import { importBuilt } from "./support/built.js";
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { claimFrame, passageScreen } = await importBuilt<any>("align/index.js");
const { EmbeddedJudge, embeddedJudgeWeights } = await importBuilt<any>("engine/judge/embedded/index.js");
const units = loadItems(defaultDataDir(repoRoot)).filter((u) => u.source === "fcb").map((u) => ({ claim: u.claim, evidence: u.evidence[0]! }));
const judge = new EmbeddedJudge(embeddedJudgeWeights());
const toP = (texts: string[]) => texts.map((text, i) => ({ id: `p${i}`, text, source: "page", url: null, fetchedAt: null }));
const fifty = toP(units.slice(0, 50).map((u) => u.evidence));
const claim = units[0]!.claim;
const screen = passageScreen(claimFrame(claim));
const fiftySharing = toP(units.map((u) => u.evidence).filter((text, i, all) => all.indexOf(text) === i && screen(text)).slice(0, 50));
const require = createRequire(import.meta.url);
const winkNLP = require("wink-nlp");
const nlp = winkNLP(require("wink-eng-lite-web-model"), ["sbd", "pos"]);
const w: Record<string, () => unknown> = {
  judge: () => judge.judgeSync({ claim, passages: fifty }),
  judgeSharing: () => judge.judgeSync({ claim, passages: fiftySharing }),
  wink: () => { for (const p of fifty) nlp.readDoc(p.text).tokens().out(); },
};
const names = (process.env.W ?? "judge").split(",");
const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
for (let i = 0; i < 120; i++) for (const n of names) { const t0 = performance.now(); w[n]!(); if (i >= 20) times[n]!.push(performance.now() - t0); }
for (const n of names) { const t = times[n]!.sort((a, b) => a - b); console.log(n, "median", t[t.length >> 1]!.toFixed(2), "min", t[0]!.toFixed(2)); }
