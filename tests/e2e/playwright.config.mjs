// Playwright drives Debian's Chromium (never a downloaded browser) against the release build.
import { defineConfig } from "@playwright/test";
import { fileURLToPath } from "node:url";
import { dirname, resolve } from "node:path";

const here = dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 4173);
const dist = process.env.DIST ?? resolve(here, "../../dist");

export default defineConfig({
  testDir: here,
  testMatch: "*.spec.mjs",
  outputDir: resolve(here, "../../target/e2e-artifacts"),
  // Two spec files at a time: most of a test is waiting on the page, so two share two cores well
  // (E2E_WORKERS=1 runs them one by one). No test asserts a duration.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}/`,
    browserName: "chromium",
    // The app follows navigator.language; the tests expect English first.
    locale: "en-US",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      // Playwright adds --headless, --no-sandbox and a fresh profile itself.
      args: [
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `node ${JSON.stringify(resolve(here, "serve.mjs"))} ${JSON.stringify(dist)} ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 20_000,
  },
});
