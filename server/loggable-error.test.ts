import { describe, expect, it } from "vitest";
import { loggableError } from "./loggable-error";

describe("loggableError", () => {
  it("keeps the class, the code and the first line of the message, and drops every other field", () => {
    const pgLike = Object.assign(new Error("unsupported Unicode escape sequence"), {
      code: "22P05",
      detail: "\\u0000 cannot be converted to text.",
      where: 'JSON data, line 1: {"name":"Maria José","phone":"+55 (31) 99999-8888","messageToSend":"\\u0000',
    });
    expect(loggableError(pgLike)).toEqual({
      type: "Error",
      code: "22P05",
      message: "unsupported Unicode escape sequence",
    });
    const multiLine = loggableError(new TypeError(`bad row\n${"Maria ".repeat(10)}`));
    expect(multiLine).toEqual({ type: "TypeError", message: "bad row" });
    expect(loggableError(new Error("x".repeat(1000))).message).toHaveLength(200);
  });

  it("never repeats what JSON.parse or a non-Error carries", () => {
    let parseError: unknown;
    try {
      JSON.parse('{"name":"Maria José","phone":"+55 (31) 99999-8888"');
    } catch (error) {
      parseError = error;
    }
    expect(JSON.stringify(loggableError(parseError))).not.toMatch(/Maria|8888/);
    expect(loggableError("+55 (31) 99999-8888")).toEqual({ type: "string", message: "(not an Error)" });
  });
});
