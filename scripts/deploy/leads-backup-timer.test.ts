/**
 * The privacy policy's backup term on the generated deploy: a timer runs the backup command every
 * day at a fixed hour, and that command deletes the copy the timer took 30 days before.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pruneBackups } from "#server/leads/cli-commands.ts";
import { LEAD_BACKUP_KEEP_DAYS } from "#shared/lead/retention.ts";
import { leadsBackupCalendar, renderLeadsBackupService, renderLeadsBackupTimer } from "./leads-backup-timer";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The name `npm run leads -- backup` gives a copy taken at `time`. */
const backupName = (time: number) =>
  `leads-${new Date(time)
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-")}.sqlite`;

describe("the daily lead-store backup", () => {
  it("runs `leads backup` with the project's Node, as the relay's user in its sandbox, every day at a fixed hour", () => {
    const service = renderLeadsBackupService("/srv/clinica");
    expect(service).toContain("\nType=oneshot\n");
    expect(service).toContain("\nUser=clinica\n");
    expect(service).toContain(
      "\nExecStart=/srv/clinica/node_modules/.bin/node /srv/clinica/build/relay/cli.js backup\n",
    );
    expect(service).toContain("\nReadWritePaths=/srv/clinica/data\n");
    expect(service).toContain("\nEnvironmentFile=-/etc/clinica/relay.env\n");
    const timer = renderLeadsBackupTimer();
    expect(timer).toContain(`\nOnCalendar=${leadsBackupCalendar}\n`);
    expect(leadsBackupCalendar).toMatch(/^\*-\*-\* \d{2}:\d{2}:\d{2}$/);
    expect(timer).not.toContain("RandomizedDelaySec");
    expect(timer).toContain("\nPersistent=true\n");
    expect(timer).toContain("\nWantedBy=timers.target\n");
  });

  it(`deletes, at the run that completes ${LEAD_BACKUP_KEEP_DAYS} days, the copy the timer took then, and keeps younger ones`, () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "clinica-backups-"));
    try {
      const run = Date.parse("2026-12-31T03:00:00Z");
      // Each run took its copy a few minutes after the hour (a slow disk, a large store).
      const taken = (daysAgo: number, minutes: number) => run - daysAgo * DAY_MS + minutes * 60_000;
      const completed = backupName(taken(LEAD_BACKUP_KEEP_DAYS, 7));
      const older = backupName(taken(LEAD_BACKUP_KEEP_DAYS + 3, 0));
      const younger = backupName(taken(LEAD_BACKUP_KEEP_DAYS - 1, 0));
      for (const name of [completed, older, younger, "notas.txt"]) fs.writeFileSync(path.join(folder, name), "");
      expect(pruneBackups(folder, run).sort()).toEqual([completed, older].sort());
      expect(fs.readdirSync(folder).sort()).toEqual(["notas.txt", younger].sort());
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
