import { readFileSync } from "node:fs";
import { EmbeddedJudge } from "./src/engine/judge/embedded/index.js";
const j = new EmbeddedJudge(JSON.parse(readFileSync(process.env.W ?? "src/engine/judge/embedded/weights.json", "utf8")));
const [claim, text] = process.argv.slice(2);
for (const passages of [[{ id: "p", text: text!, url: "" }], text!.split(/(?<=\.) (?=[A-Z])/).map((t, i) => ({ id: "s" + i, text: t, url: "" }))]) {
  const o = j.judgeSync({ claim: claim!, passages } as any);
  console.log(o.verdict, o.confidence.toFixed(2), "|", o.quotes[0]?.quote, "|", o.reasoning.slice(0, 250));
}
