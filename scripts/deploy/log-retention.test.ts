import { describe, expect, it } from "vitest";
import { ACCESS_LOG_PATH_DAYS, APPLICATION_LOG_DAYS, DEFAULT_ACCESS_LOG_DAYS } from "#shared/access-log.ts";
import { renderJournaldNamespace, renderNginxLogrotate } from "./log-retention";
import { renderRelayService } from "./relay-service";

describe("nginx log rotation", () => {
  it(`keeps the lines with the path ${ACCESS_LOG_PATH_DAYS} days and IP, date and time the access-log term, one file a day`, () => {
    const text = renderNginxLogrotate(DEFAULT_ACCESS_LOG_DAYS);
    const rule = (file: string) =>
      new RegExp(`/var/log/clinica-nginx/${file.replace(".", "\\.")} \\{\\n([^}]*)\\}`).exec(text)?.[1] ?? "";
    expect(rule("paginas.log")).toMatch(new RegExp(`\\bdaily\\n\\s+rotate ${ACCESS_LOG_PATH_DAYS}\\n`));
    expect(rule("acesso.log")).toMatch(new RegExp(`\\bdaily\\n\\s+rotate ${DEFAULT_ACCESS_LOG_DAYS}\\n`));
    expect(renderNginxLogrotate(200)).toMatch(/acesso\.log \{\n\s+daily\n\s+rotate 200\n/);
  });
});

describe("the relay's journal", () => {
  it(`keeps the relay's application log in a journal of its own for ${APPLICATION_LOG_DAYS} days, as the policy says`, () => {
    expect(renderRelayService("/srv/clinica")).toContain("\nLogNamespace=clinica\n");
    expect(renderJournaldNamespace()).toMatch(
      new RegExp(`\\[Journal\\]\\nMaxRetentionSec=${APPLICATION_LOG_DAYS}day\\n`),
    );
  });
});
