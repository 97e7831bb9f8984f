/**
 * `npm run go-live -- check`: checks this machine against docs/go-live.md and prints one line per
 * item, "ok" or what is missing in plain words with what to do; exits 1 when anything is missing.
 *
 *   npm run go-live -- check [--root <checkout>] [--system-root <folder>]
 *
 * --root is the checkout (this one by default); --system-root is where /etc and /var are read
 * from (`/` by default; the tests point it at a prepared scratch folder).
 */
import path from "node:path";
import util from "node:util";
import { checkMachine } from "./go-live/checks";

const usage = "npm run go-live -- check [--root <checkout>] [--system-root <folder>]";

function main(argv: string[]): number {
  let parsed;
  try {
    parsed = util.parseArgs({
      args: argv,
      allowPositionals: true,
      options: { root: { type: "string" }, "system-root": { type: "string" } },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (parsed.positionals.join(" ") !== "check") {
    console.error(usage);
    return 2;
  }
  const machine = {
    projectRoot: path.resolve(parsed.values.root ?? path.join(import.meta.dirname, "..")),
    systemRoot: path.resolve(parsed.values["system-root"] ?? "/"),
  };
  const lines = checkMachine(machine);
  const system = machine.systemRoot === "/" ? "" : ` (system files under ${machine.systemRoot})`;
  console.log(`Go-live check of ${machine.projectRoot}${system}:`);
  for (const line of lines) console.log(`  ${line.ok ? "ok     " : "MISSING"} ${line.text}`);
  const missing = lines.filter((line) => !line.ok).length;
  console.log(missing === 0 ? "Everything is in place." : `${missing} item(s) missing.`);
  return missing === 0 ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
