import path from "node:path";
import { fileURLToPath } from "node:url";
import { defaultDataDir, loadItems } from "../scripts/judge-training/data.js";
import { importBuilt } from "./support/built.js";
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const { EmbeddedJudge, embeddedJudgeWeights } = await importBuilt<any>("engine/judge/embedded/index.js");
const units = loadItems(defaultDataDir(repoRoot)).filter((u) => u.source === "fcb").map((u) => ({ claim: u.claim, evidence: u.evidence[0]! }));
const judge = new EmbeddedJudge(embeddedJudgeWeights());
const fifty = units.slice(0, 50).map((u, i) => ({ id: `p${i}`, text: u.evidence, source: "page", url: null, fetchedAt: null }));
const claim = units[0]!.claim;
for (let i = 0; i < 30; i++) judge.judgeSync({ claim, passages: fifty });
const t = [];
for (let i = 0; i < Number(process.env.N ?? 300); i++) { const t0 = performance.now(); judge.judgeSync({ claim, passages: fifty }); t.push(performance.now() - t0); }
t.sort((a, b) => a - b); console.log("median", t[t.length >> 1].toFixed(2), "min", t[0].toFixed(2));
