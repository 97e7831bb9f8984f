/**
 * systemd's own judgement of the generated units: `systemd-analyze security --offline=true` (the
 * exposure score) and `systemd-analyze verify` (every line understood, every program present).
 * Optional where it cannot be installed (a developer's machine without the `systemd` package);
 * never on CI as root, where scripts/test.ts installs it.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const systemdAnalyzeBinary = "/usr/bin/systemd-analyze";

/** True when the analyzer is here; false (with a warning) only where it may be missing. */
export function systemdAnalyzeAvailable(): boolean {
  if (fs.existsSync(systemdAnalyzeBinary)) return true;
  if (process.env.CI && process.getuid?.() === 0)
    throw new Error(`${systemdAnalyzeBinary} is missing on CI as root: scripts/test.ts installs the systemd package`);
  console.warn(
    `${systemdAnalyzeBinary} is not installed here: the units' scores are not checked (apt-get install systemd)`,
  );
  return false;
}

/** Writes the units into a scratch folder under their names and runs `fn` on their paths. */
export function withUnitFiles<T>(units: Record<string, string>, fn: (files: string[]) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clinica-units-"));
  try {
    const files = Object.entries(units).map(([name, text]) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, text);
      return file;
    });
    return fn(files);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The overall exposure `systemd-analyze security --offline=true` gives the unit, with its report. */
export function exposureScore(unitFile: string): { score: number; report: string } {
  const result = spawnSync(systemdAnalyzeBinary, ["security", "--offline=true", unitFile], { encoding: "utf8" });
  const report = `${result.stdout}${result.stderr}`;
  const name = path.basename(unitFile).replace(/[.]/g, "\\.");
  const score = Number(new RegExp(`Overall exposure level for ${name}: ([\\d.]+)`).exec(report)?.[1]);
  return { score, report };
}

/** `systemd-analyze verify` on the units: its exit code and what it said. */
export function verifyUnits(unitFiles: string[]): { status: number | null; output: string } {
  const result = spawnSync(systemdAnalyzeBinary, ["verify", "--man=no", ...unitFiles], { encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
