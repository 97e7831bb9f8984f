import { describe, expect, it } from "vitest";
import { ACCESS_LOG_PATH_DAYS, APPLICATION_LOG_DAYS, DEFAULT_ACCESS_LOG_DAYS } from "#shared/access-log.ts";
import { renderJournaldNamespace, renderNginxLogrotate } from "./log-retention";
import { renderRelayService } from "./relay-service";

describe("nginx log rotation", () => {
  it(`keeps the lines with the path ${ACCESS_LOG_PATH_DAYS} days and IP, date and time the access-log term, one file a day`, () => {
    const text = renderNginxLogrotate(DEFAULT_ACCESS_LOG_DAYS);
    const dir = "/var/log/clinica-nginx";
    // The site's and the editor's path lines and error logs (whose lines name the path too): the path term.
    expect(text).toContain(
      `${dir}/paginas.log ${dir}/editor-paginas.log ${dir}/erros.log ${dir}/editor-erros.log {\n    daily\n    rotate ${ACCESS_LOG_PATH_DAYS}\n`,
    );
    expect(text).toContain(
      `${dir}/acesso.log ${dir}/editor-acesso.log {\n    daily\n    rotate ${DEFAULT_ACCESS_LOG_DAYS}\n`,
    );
    expect(renderNginxLogrotate(200)).toMatch(/editor-acesso\.log \{\n\s+daily\n\s+rotate 200\n/);
  });
});

describe("the relay's journal", () => {
  it(`keeps the relay's application log in a journal of its own for ${APPLICATION_LOG_DAYS} days, as the policy says`, () => {
    expect(renderRelayService("/srv/clinica")).toContain("\nLogNamespace=clinica\n");
    // journald deletes a file once its newest entry passes MaxRetentionSec: an entry lives at most
    // that plus the file's span, which MaxFileSec bounds.
    const journal = renderJournaldNamespace();
    const days = (key: string) => Number(new RegExp(`\\n${key}=(\\d+)day\\n`).exec(journal)?.[1]);
    expect(journal).toContain("[Journal]\n");
    expect(days("MaxFileSec")).toBeGreaterThan(0);
    expect(days("MaxRetentionSec") + days("MaxFileSec")).toBe(APPLICATION_LOG_DAYS);
  });
});
