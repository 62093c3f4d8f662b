/**
 * The web page of the free tools (GET / on the scan address): plain HTML and inline JS, no build step. Every
 * value from the server is inserted as text (textContent), never as markup; links are made only for http(s).
 */
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

const STYLE = `
:root{--fg:#1b1f24;--muted:#5b6572;--line:#d8dde3;--bg:#f7f8fa;--ok:#1a7f37;--bad:#c62828;--warn:#9a6700;--err:#6e40c9;--accent:#0b57d0}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:var(--fg);background:var(--bg)}
header{background:#fff;border-bottom:1px solid var(--line);padding:16px 24px}header h1{margin:0;font-size:22px}header p{margin:4px 0 0;color:var(--muted)}
main{max-width:980px;margin:0 auto;padding:16px 24px 48px}section{background:#fff;border:1px solid var(--line);border-radius:10px;padding:18px 20px;margin:18px 0}
h2{margin:0 0 6px;font-size:19px}.hint{color:var(--muted);font-size:14px;margin:0 0 10px}
textarea,input[type=url],input[type=text]{width:100%;font:inherit;padding:9px 10px;border:1px solid var(--line);border-radius:7px;background:#fff}
textarea{min-height:170px;resize:vertical}.row{display:flex;gap:10px;flex-wrap:wrap}.row>*{flex:1 1 280px}
button{font:inherit;font-weight:600;padding:9px 18px;border-radius:7px;border:0;background:var(--accent);color:#fff;cursor:pointer;margin-top:10px}
button[disabled]{opacity:.55;cursor:progress}.counter{font-size:13px;color:var(--muted);text-align:right}
.progress{display:none;margin-top:12px;color:var(--muted)}.progress.on{display:block}.bar{height:6px;background:#e7ebf0;border-radius:3px;overflow:hidden;margin-top:6px}
.bar i{display:block;height:100%;width:35%;background:var(--accent);animation:slide 1.2s ease-in-out infinite}@keyframes slide{0%{margin-left:-35%}100%{margin-left:100%}}
.msg{display:none;margin-top:12px;padding:10px 12px;border-radius:7px;border:1px solid}.msg.on{display:block}.msg.error{background:#fdecea;border-color:#f5c2c0;color:#8a1c1c}.msg.limit{background:#fff8e1;border-color:#f3d98b;color:#6b4e00}
.headline{font-weight:600;margin:14px 0 6px}.counts{display:flex;gap:8px;flex-wrap:wrap;margin-bottom:8px}.pill{font-size:13px;padding:2px 10px;border-radius:99px;border:1px solid var(--line)}
.finding{border:1px solid var(--line);border-left-width:5px;border-radius:8px;padding:10px 12px;margin:10px 0}.finding .claim{font-weight:600}
.label{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.04em;padding:1px 8px;border-radius:4px;color:#fff;margin-right:8px;vertical-align:1px}
.VERIFIED{border-left-color:var(--ok)}.VERIFIED .label{background:var(--ok)}.HALLUCINATION{border-left-color:var(--bad)}.HALLUCINATION .label{background:var(--bad)}
.UNVERIFIED{border-left-color:var(--warn)}.UNVERIFIED .label{background:var(--warn)}.ERROR{border-left-color:var(--err)}.ERROR .label{background:var(--err)}
.meta{font-size:14px;color:var(--muted)}.reasoning{margin:6px 0}.evidence{margin:4px 0 0;padding-left:20px;font-size:14px}.evidence li{margin:3px 0;word-break:break-word}
table{border-collapse:collapse;width:100%;font-size:14px;margin-top:10px}th,td{border-bottom:1px solid var(--line);padding:6px;text-align:left;vertical-align:top;word-break:break-all}
blockquote{margin:6px 0;padding:6px 10px;background:var(--bg);border-left:3px solid var(--line)}code{font-size:13px;background:var(--bg);padding:2px 4px;border-radius:4px;word-break:break-all}
footer{color:var(--muted);font-size:13px;text-align:center}`;

const SCRIPT = `
(function(){
  "use strict";
  var $ = function(id){ return document.getElementById(id); };
  function el(tag, cls, text){ var e = document.createElement(tag); if (cls) e.className = cls; if (text !== undefined && text !== null) e.textContent = String(text); return e; }
  function clear(node){ while (node.firstChild) node.removeChild(node.firstChild); }
  function linkOrText(s){
    var out = el("span");
    var re = /https?:\\/\\/[^\\s<>"']+/g, last = 0, m;
    s = String(s);
    while ((m = re.exec(s))) {
      out.appendChild(document.createTextNode(s.slice(last, m.index)));
      var url = m[0].replace(/[).,;]+$/, "");
      var a = el("a", null, url); a.href = url; a.rel = "noopener noreferrer nofollow"; a.target = "_blank";
      out.appendChild(a); last = m.index + url.length; re.lastIndex = last;
    }
    out.appendChild(document.createTextNode(s.slice(last)));
    return out;
  }
  function showMsg(box, kind, text){ box.className = "msg on " + kind; box.textContent = text; }
  function hideMsg(box){ box.className = "msg"; box.textContent = ""; }
  function minutes(seconds){ var m = Math.ceil(seconds / 60); return m <= 1 ? "about a minute" : m + " minutes"; }
  function describeError(res, body){
    if (res.status === 429) {
      var retry = Number(res.headers.get("Retry-After")) || (body && body.retry_after_seconds) || 0;
      return { kind: "limit", text: "Limit reached: " + ((body && body.detail) || "too many requests") + (retry ? " You can try again in " + minutes(retry) + "." : "") };
    }
    if (res.status === 422 && body && Array.isArray(body.detail)) {
      return { kind: "error", text: "Please fix the input: " + body.detail.map(function(d){ return (d.loc || []).slice(1).join(".") + ": " + d.msg; }).join("; ") };
    }
    var detail = body && typeof body.detail === "string" ? body.detail : "";
    return { kind: "error", text: "The request failed (HTTP " + res.status + ")" + (detail ? ": " + detail : ".") };
  }
  function run(opts){
    var button = $(opts.button), progress = $(opts.progress), msg = $(opts.msg), out = $(opts.out), started = Date.now();
    hideMsg(msg); clear(out); button.disabled = true; progress.className = "progress on";
    var label = progress.querySelector(".elapsed");
    var timer = setInterval(function(){ label.textContent = Math.round((Date.now() - started) / 1000) + " s"; }, 500);
    label.textContent = "0 s";
    return fetch(opts.path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(opts.body) })
      .then(function(res){
        return res.text().then(function(text){
          var body = null; try { body = JSON.parse(text); } catch (e) { body = null; }
          if (!res.ok) { var d = describeError(res, body); showMsg(msg, d.kind, d.text); return; }
          opts.render(body, out);
        });
      })
      .catch(function(){ showMsg(msg, "error", "Could not reach the service. Check your connection and try again."); })
      .then(function(){ clearInterval(timer); button.disabled = false; progress.className = "progress"; });
  }

  var text = $("scan-text"), counter = $("scan-counter");
  function count(){ var n = Array.from(text.value).length; counter.textContent = n + " / 8000 characters" + (n > 4000 ? " — only the first 4000 are checked" : ""); }
  text.addEventListener("input", count); count();

  function renderScan(r, out){
    out.appendChild(el("p", "headline", r.headline));
    var counts = el("div", "counts");
    [[r.claims_checked, r.claims_checked === 1 ? "claim checked" : "claims checked"], [r.hallucinations, r.hallucinations === 1 ? "hallucination" : "hallucinations"], [r.unverified, "unverified"], [r.verified, "verified"]].forEach(function(p){ counts.appendChild(el("span", "pill", p[0] + " " + p[1])); });
    if (r.errors) counts.appendChild(el("span", "pill", r.errors + " could not be checked"));
    if (r.truncated) counts.appendChild(el("span", "pill", "truncated: not every claim was checked"));
    out.appendChild(counts);
    if (r.search_unreachable) {
      // One explanation instead of one identical ERROR card per claim.
      out.appendChild(el("p", "meta", "Claims found in the text (not checked):"));
      var list = el("ul", "unchecked"); r.findings.forEach(function(f){ list.appendChild(el("li", null, f.claim)); }); out.appendChild(list);
      return;
    }
    r.findings.forEach(function(f){
      var box = el("div", "finding " + f.label);
      var head = el("div"); head.appendChild(el("span", "label", f.label)); head.appendChild(el("span", "claim", f.claim)); box.appendChild(head);
      box.appendChild(el("div", "meta", "verdict " + f.verdict + " · confidence " + Math.round(f.confidence * 100) + "%"));
      box.appendChild(el("p", "reasoning", f.reasoning));
      if (f.evidence && f.evidence.length) {
        var ul = el("ul", "evidence"); f.evidence.forEach(function(e){ var li = el("li"); li.appendChild(linkOrText(e)); ul.appendChild(li); }); box.appendChild(ul);
      } else box.appendChild(el("div", "meta", "No evidence found."));
      out.appendChild(box);
    });
    out.appendChild(el("p", "meta", "Results are unsigned. For a signed receipt, use the paid /verify routes."));
  }
  $("scan-run").addEventListener("click", function(){
    var value = text.value;
    if (Array.from(value).length < 20) { showMsg($("scan-msg"), "error", "Paste at least 20 characters of text."); return; }
    run({ path: "scan", body: { text: value }, button: "scan-run", progress: "scan-progress", msg: "scan-msg", out: "scan-results", render: renderScan });
  });

  function sourcesTable(sources){
    var t = el("table"), h = el("tr");
    ["URL", "status", "bytes", "sha256", "error"].forEach(function(c){ h.appendChild(el("th", null, c)); }); t.appendChild(h);
    sources.forEach(function(s){ var tr = el("tr");
      [s.url, s.status === null ? "—" : s.status, s.bytes, s.sha256 ? s.sha256.slice(0, 16) + "…" : "—", s.error ? s.error.kind + ": " + s.error.message : "none"].forEach(function(v){ tr.appendChild(el("td", null, v)); });
      t.appendChild(tr); });
    return t;
  }
  function renderConsistency(r, out){
    out.appendChild(el("p", "headline", r.headline));
    out.appendChild(sourcesTable(r.sources));
    r.contradictions.forEach(function(c){
      var box = el("div", "finding HALLUCINATION");
      var head = el("div"); head.appendChild(el("span", "label", c.kind)); head.appendChild(el("span", "claim", c.explanation)); box.appendChild(head);
      [c.a, c.b].forEach(function(q){ box.appendChild(el("div", "meta", q.url + (q.in_rendered_text ? " (visible on the page)" : " (only in hidden markup)"))); box.appendChild(el("blockquote", null, q.quote)); });
      if (c.reproduce) { var p = el("p", "meta", "Reproduce: "); p.appendChild(el("code", null, c.reproduce)); box.appendChild(p); }
      out.appendChild(box);
    });
    (r.notes || []).forEach(function(n){ out.appendChild(el("p", "meta", n)); });
  }
  $("cons-run").addEventListener("click", function(){
    var body = { urls: [$("cons-a").value.trim(), $("cons-b").value.trim()] };
    var focus = $("cons-focus").value.trim(); if (focus) body.focus = focus;
    run({ path: "consistency", body: body, button: "cons-run", progress: "cons-progress", msg: "cons-msg", out: "cons-results", render: renderConsistency });
  });

  function renderPayable(r, out){
    out.appendChild(el("p", "headline", "Verdict: " + r.verdict + (r.challenge_found_in ? " (challenge found in the " + r.challenge_found_in + ")" : "")));
    if (r.offer) out.appendChild(el("p", "meta", "Offer: " + [r.offer.amount, r.offer.asset, "on", r.offer.network, "to", r.offer.payTo].join(" ")));
    (r.findings || []).forEach(function(f){
      var box = el("div", "finding " + (f.severity === "blocking" ? "HALLUCINATION" : "UNVERIFIED"));
      var head = el("div"); head.appendChild(el("span", "label", f.severity)); head.appendChild(el("span", "claim", f.message)); box.appendChild(head);
      if (f.cost) box.appendChild(el("p", "reasoning", f.cost)); out.appendChild(box);
    });
    if (r.reproduce) { var p = el("p", "meta", "Reproduce: "); p.appendChild(el("code", null, r.reproduce)); out.appendChild(p); }
  }
  $("pay-run").addEventListener("click", function(){
    run({ path: "payable", body: { url: $("pay-url").value.trim() }, button: "pay-run", progress: "pay-progress", msg: "pay-msg", out: "pay-results", render: renderPayable });
  });
})();`;

function progress(id: string, what: string): string {
  return `<div class="progress" id="${id}" role="status" aria-live="polite">${what} <span class="elapsed"></span><div class="bar"><i></i></div></div>`;
}

export function trialPageHtml(options: { publicBaseUrl: string }): string {
  const base = escapeHtml(options.publicBaseUrl);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Verity — free fact-check tools</title><style>${STYLE}</style></head>
<body>
<header><h1>Verity — free fact-check tools</h1><p>No wallet, no account, no key. Results are unsigned. Paid, signed verdicts: <code>${base}/verify</code></p></header>
<main>
<section aria-labelledby="scan-h">
  <h2 id="scan-h">Scan an answer</h2>
  <p class="hint">Paste an answer (from a chatbot, an article…). Up to 8 factual claims are extracted and checked against the web. Limit: 6 scans per hour.</p>
  <label for="scan-text" class="hint">Text to scan</label>
  <textarea id="scan-text" maxlength="8000" placeholder="The Eiffel Tower was completed in 1889 and is 330 metres tall. It is located in Berlin."></textarea>
  <div class="counter" id="scan-counter"></div>
  <button id="scan-run" type="button">Scan</button>
  ${progress("scan-progress", "Extracting and checking claims…")}
  <div class="msg" id="scan-msg" role="alert"></div>
  <div id="scan-results"></div>
</section>
<section aria-labelledby="cons-h">
  <h2 id="cons-h">Find contradictions between two pages of one site</h2>
  <p class="hint">Both pages are fetched and compared sentence by sentence. The check shows where both cannot be true; it does not say which one is right. Limit: 3 per hour.</p>
  <div class="row"><input id="cons-a" type="url" placeholder="https://example.com/page-one" aria-label="First URL"><input id="cons-b" type="url" placeholder="https://example.com/page-two" aria-label="Second URL"></div>
  <input id="cons-focus" type="text" placeholder="Optional focus, e.g. opening hours" aria-label="Focus" style="margin-top:10px">
  <button id="cons-run" type="button">Compare</button>
  ${progress("cons-progress", "Fetching and comparing both pages…")}
  <div class="msg" id="cons-msg" role="alert"></div>
  <div id="cons-results"></div>
</section>
<section aria-labelledby="pay-h">
  <h2 id="pay-h">Is this x402 endpoint payable?</h2>
  <p class="hint">Two unpaid requests, read the way a current x402 buyer reads them. Nothing is spent. Limit: 10 per hour.</p>
  <input id="pay-url" type="url" placeholder="https://api.example.com/paid-endpoint" aria-label="Paid endpoint URL">
  <button id="pay-run" type="button">Check</button>
  ${progress("pay-progress", "Checking the endpoint…")}
  <div class="msg" id="pay-msg" role="alert"></div>
  <div id="pay-results"></div>
</section>
<footer>API: POST /scan {text}, POST /consistency {urls, focus?}, POST /payable {url} on this address.</footer>
</main>
<script>${SCRIPT}</script>
</body></html>`;
}
