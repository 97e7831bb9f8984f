/**
 * The preview's record (data/editor/preview.json): the content's fingerprint it was built from,
 * when, whether it built and its problems, and whether it is a demonstration. A publish whose content still has that fingerprint
 * makes the preview its release instead of building again (editor/publisher.ts).
 */
import fs from "node:fs";
import path from "node:path";

export interface PreviewState {
  fingerprint: string;
  at: string;
  ok: boolean;
  problems: string[];
  /**
   * Built as a demonstration (the notice on every page) because items were left for the
   * publication; a publish in publication mode never makes such a preview its release. Absent in
   * records written before: built as the editor's mode builds.
   */
  demonstration?: boolean;
}

export class PreviewRecord {
  readonly file: string;

  constructor(dataDir: string) {
    this.file = path.join(dataDir, "preview.json");
  }

  read(): PreviewState | undefined {
    try {
      return JSON.parse(fs.readFileSync(this.file, "utf8")) as PreviewState;
    } catch {
      return undefined;
    }
  }

  write(state: PreviewState): void {
    fs.writeFileSync(this.file, `${JSON.stringify(state, null, 2)}\n`);
  }

  /** Once published (or no longer what the content is): the next publish builds. */
  clear(): void {
    fs.rmSync(this.file, { force: true });
  }
}
