// End-to-end test of pyinterp's MCP server against the official MCP
// TypeScript SDK (@modelcontextprotocol/sdk), as an MCP host drives it:
// `pyinterp mcp` over stdio, and `pyinterp serve --http` at /mcp over the
// streamable HTTP transport.
//
//   node e2e.mjs PYINTERP_BINARY        (or PYINTERP_BIN=... npm test)
//
// e2e_test.go runs it from `go test ./...` (and so .ci/run).

import { spawn } from "node:child_process";
import assert from "node:assert/strict";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";

const bin = process.argv[2] ?? process.env.PYINTERP_BIN;
if (!bin) {
  console.error("usage: node e2e.mjs PYINTERP_BINARY");
  process.exit(2);
}

function textOf(result) {
  assert.equal(result.content.length, 1, JSON.stringify(result));
  assert.equal(result.content[0].type, "text");
  return result.content[0].text;
}

// scenario is what every transport must do.
async function scenario(client, name, { progress }) {
  const step = (what) => console.log(`ok ${name}: ${what}`);
  const run = (code, options) =>
    client.callTool({ name: "run_python", arguments: { code } }, undefined, options);

  const { tools } = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), ["reset_python", "run_python"]);
  const runTool = tools.find((t) => t.name === "run_python");
  assert.match(runTool.description, /State persists/);
  assert.match(runTool.description, /only these modules can be imported .* math,/);
  assert.match(runTool.description, /No network access/);
  assert.deepEqual(runTool.inputSchema.required, ["code"]);
  step("list tools");

  let r = await run("x = 20");
  assert.equal(r.isError ?? false, false);
  assert.equal(textOf(r), "");
  r = await run("x * 2 + 2");
  assert.equal(r.isError ?? false, false);
  assert.equal(textOf(r), "42");
  step("x = 20, then x * 2 + 2 is 42");

  r = await run("print('hello')\ndef f(n):\n    return n / 0\nf(x)");
  assert.equal(r.isError, true);
  assert.equal(
    textOf(r),
    "hello\nTraceback (most recent call last):\n" +
      '  File "<string>", line 4, in <module>\n' +
      "    f(x)\n" +
      '  File "<string>", line 3, in f\n' +
      "    return n / 0\n" +
      "           ~~^~~\n" +
      "ZeroDivisionError: division by zero\n",
  );
  step("an exception: the output, then the traceback, isError");

  r = await run("import socket");
  assert.equal(r.isError, true);
  assert.match(textOf(r), /InterpreterError: Import of socket is not allowed\. Authorized imports are: \['__future__', 'abc',/);
  step("a refused import");

  if (progress) {
    const seen = [];
    r = await run("import time\ntime.sleep(0.3)\n'slept'", { onprogress: (p) => seen.push(p) });
    assert.equal(textOf(r), "'slept'");
    assert.ok(seen.length >= 2, `${seen.length} progress notifications`);
    assert.ok(seen[1].progress > seen[0].progress);
    assert.equal(seen[0].total, 30);
    assert.match(seen[0].message, /^running for /);
    step(`progress notifications (${seen.length})`);
  }

  // Cancellation: the run stops at once, and the session goes on (a run
  // left going would make the next call wait its 20 seconds). Where the
  // server reports progress, its first notification says the run started.
  const abort = new AbortController();
  let progressed;
  const running = new Promise((resolve) => (progressed = resolve));
  const pending = run("import time\ntime.sleep(20)", { signal: abort.signal, onprogress: () => progressed() });
  if (!progress) setTimeout(progressed, 300);
  await running;
  const t0 = Date.now();
  abort.abort("the user pressed stop");
  await assert.rejects(pending, /abort|stop/i);
  r = await run("x");
  assert.equal(textOf(r), "20");
  assert.ok(Date.now() - t0 < 5000, `the call after the cancel took ${Date.now() - t0}ms`);
  step("cancellation");

  r = await client.callTool({ name: "reset_python", arguments: {} });
  assert.equal(r.isError ?? false, false);
  assert.match(textOf(r), /was reset/);
  r = await run("x");
  assert.equal(r.isError, true);
  assert.match(textOf(r), /NameError: name 'x' is not defined\n$/);
  step("reset");
}

function newClient() {
  return new Client({ name: "pyinterp-e2e", version: "1.0.0" });
}

async function overStdio() {
  const transport = new StdioClientTransport({
    command: bin,
    args: ["mcp", "--progress-interval", "50ms", "--log-level", "warn"],
    stderr: "inherit",
  });
  const client = newClient();
  await client.connect(transport);
  try {
    await scenario(client, "stdio", { progress: true });
  } finally {
    await client.close();
  }
}

async function overHTTP() {
  const server = spawn(bin, ["serve", "--http", "127.0.0.1:0", "--log-level", "warn"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  try {
    const base = await new Promise((resolve, reject) => {
      let err = "";
      server.stderr.on("data", (chunk) => {
        err += chunk;
        const m = /listening on (http:\/\/\S+)/.exec(err);
        if (m) resolve(m[1]);
      });
      server.on("exit", (code) => reject(new Error(`pyinterp serve exited (${code}): ${err}`)));
    });
    const client = newClient();
    await client.connect(new StreamableHTTPClientTransport(new URL(base + "/mcp")));
    try {
      await scenario(client, "http", { progress: false });
    } finally {
      await client.close();
    }
  } finally {
    server.kill("SIGTERM");
  }
}

try {
  await overStdio();
  await overHTTP();
  console.log("PASS");
} catch (err) {
  console.error("FAIL:", err);
  process.exit(1);
}
