import { describe, expect, it } from "vitest";
import { csvCell, leadsTable, leadsToCsv } from "./report";
import type { StoredLead } from "./store";
import { validSubmission } from "../testing/leads";

const lead = (overrides: Partial<StoredLead> = {}): StoredLead => ({
  id: "0b9f7c1e-0000-4000-8000-000000000001",
  idempotencyKey: "0b9f7c1e-0000-4000-8000-000000000001",
  createdAt: "2025-03-01T12:34:56.789Z",
  payload: {
    ...validSubmission(),
    // A tag with a comma and quotes, for the CSV's quoting.
    tags: [
      { name: "form", value: "Clínica Barreiro" },
      { name: "utm_campaign", value: 'check-up, "março"' },
    ],
  },
  status: "failed",
  attempts: 3,
  nextAttemptAt: 0,
  lastError: "HTTP 422: line one\nline two",
  lastStatus: 422,
  deliveredAt: null,
  claimedBy: null,
  leaseUntil: null,
  ...overrides,
});

describe("csvCell", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", now')).toBe('"say ""hi"", now"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+55 (31) 99999-8888")).toBe("'+55 (31) 99999-8888");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  });

  it("defuses every formula-leading form: whitespace or a line break first, full-width signs", () => {
    for (const value of [
      "\t=1+1",
      "\r=1+1",
      "\n=cmd|' /C calc'!A0",
      " =1+1",
      "  +55 31",
      "\u00a0=1",
      "\u3000@SUM(A1)",
      "＝1+1",
      "＋55",
      "－1",
      "＠SUM(A1)",
      " leading space",
      "\nline first",
    ]) {
      const cell = csvCell(value);
      // What the spreadsheet reads as the cell's text starts with the apostrophe.
      const text = cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell;
      expect(text, JSON.stringify(value)).toBe(`'${value}`);
    }
    for (const value of ["Maria", "Clínica Barreiro", "a=b", "utm_source=google", "1+1"])
      expect(csvCell(value), value).toBe(value);
  });
});

describe("leadsToCsv", () => {
  it("writes a header and one CRLF-terminated row per lead", () => {
    const csv = leadsToCsv([lead()]);
    expect(csv).toBe(
      "id,created_at,status,attempts,delivered_at,last_status,last_error,name,phone,message,tags\r\n" +
        '0b9f7c1e-0000-4000-8000-000000000001,2025-03-01T12:34:56.789Z,failed,3,,422,"HTTP 422: line one\nline two",Maria José da Silva,\'+55 (31) 90000-8888,,' +
        '"form=Clínica Barreiro; utm_campaign=check-up, ""março"""\r\n',
    );
  });

  it("writes only the header when there is no lead", () => {
    expect(leadsToCsv([])).toBe(
      "id,created_at,status,attempts,delivered_at,last_status,last_error,name,phone,message,tags\r\n",
    );
  });
});

describe("leadsTable", () => {
  it("aligns the columns the operator needs", () => {
    const lines = leadsTable([lead(), lead({ id: "2", status: "delivered", attempts: 1, lastError: null })]).split(
      "\n",
    );
    expect(lines[0]).toMatch(/^id\s+created\s+name\s+phone\s+status\s+attempts\s+last error$/);
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(
      /^0b9f7c1e-0000-4000-8000-000000000001 {2}2025-03-01 12:34:56 {2}Maria José da Silva {2}\+55 \(31\) 90000-8888 {2}failed\s+3\s+HTTP 422: line one line two$/,
    );
    expect(lines[3]!.indexOf("delivered")).toBe(lines[2]!.indexOf("failed"));
  });
});
