#!/usr/bin/env node
/**
 * The `verity` command. Each subcommand lives in src/commands/<name>.ts and exports
 * `run(argv: string[]): Promise<number>` (the exit status).
 */
const COMMANDS: Record<string, { summary: string; load: () => Promise<{ run(argv: string[]): Promise<number> }> }> = {
  serve: { summary: "start the api and trial listeners (embedded defaults)", load: () => import("./commands/serve.js") },
  chain: { summary: "run the development chain on its own, for several nodes (DEV_CHAIN_URL)", load: () => import("./commands/chain.js") },
  demo: { summary: "pay the service for each tier from a funded dev account and show every step", load: () => import("./commands/demo.js") },
  receipt: { summary: "receipt verify FILE: check a receipt offline against published keys", load: () => import("./commands/receipt.js") },
  keygen: { summary: "make a receipt signing key, or rotate the key ring in DATA_DIR", load: () => import("./commands/keygen.js") },
  judge: { summary: "judge --jsonl FILE: run the embedded judge over labelled claim/evidence lines", load: () => import("./commands/judge.js") },
  payable: { summary: "payable URL: check whether an x402 endpoint is payable by a current buyer", load: () => import("./commands/payable.js") },
  mcp: { summary: "MCP server on stdio that pays a Verity service for an agent (VERITY_URL, VERITY_WALLET_KEY)", load: () => import("./commands/mcp.js") },
};

function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `usage: verity <command> [options]\n\ncommands:\n${lines.join("\n")}\n\nRun "verity <command> --help" for a command's options.`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    console.log(usage());
    return name ? 0 : 2;
  }
  if (name === "--version" || name === "-v") {
    const { VERSION } = await import("./version.js");
    console.log(VERSION);
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`verity: unknown command "${name}"\n\n${usage()}`);
    return 2;
  }
  return (await command.load()).run(rest);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`verity: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
