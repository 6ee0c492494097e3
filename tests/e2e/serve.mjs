// A tiny static server for the release build (or the example host page), on 127.0.0.1 only.
//   node serve.mjs <dir> <port>
// The tests also import `serve` to start and stop servers of their own (the network "going off").
// Every answer allows any origin to read it, as static hosts such as GitHub Pages do: a sandboxed
// frame has an opaque origin and loads the game's scripts and wasm across origins.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".webmanifest": "application/manifest+json",
  ".json": "application/json",
  ".png": "image/png",
};

/** Serves `dir` at http://127.0.0.1:`port`/; resolves to the server once it listens (port 0: any). */
export function serve(dir, port) {
  const root = resolve(dir);
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const file = join(root, normalize(path).replace(/^(\.\.[/\\])+/, ""), path.endsWith("/") ? "index.html" : "");
    const headers = { "access-control-allow-origin": "*", "cache-control": "no-cache" };
    try {
      const body = await readFile(file);
      res.writeHead(200, { ...headers, "content-type": types[extname(file)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404, { ...headers, "content-type": "text/plain" });
      res.end("not found");
    }
  });
  // Connections kept alive would keep a "stopped" server answering.
  server.keepAliveTimeout = 1;
  return new Promise((done) => server.listen(port, "127.0.0.1", () => done(server)));
}

/** Stops `server` at once, closing its open connections. */
export function stop(server) {
  server.closeAllConnections();
  return new Promise((done) => server.close(done));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = process.argv[2] ?? process.env.DIST ?? "../../dist";
  const server = await serve(dir, Number(process.argv[3] ?? process.env.E2E_PORT ?? 4173));
  console.log(`serving ${resolve(dir)} at http://127.0.0.1:${server.address().port}/`);
}
