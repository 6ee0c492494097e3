// Prints "<passed> <failed>" from Playwright's JSON report, for scripts/test.sh.
import { readFileSync } from "node:fs";

const { stats } = JSON.parse(readFileSync(process.argv[2], "utf8"));
console.log(`${stats.expected + stats.flaky} ${stats.unexpected}`);
