/**
 * The command line every bench shares. Each declares its options once: that declaration is what
 * gets parsed, validated and listed by --help, so the usage a bench prints cannot drift from what
 * it accepts. Results go to stdout as tables of one layout; progress goes to stderr, so a
 * redirected stdout holds only the results.
 */
import { parseArgs } from "node:util";

export type OptionSpec =
  | { type: "flag"; description: string }
  | { type: "integer"; description: string; default: number; min: number; max: number }
  | {
      type: "text";
      description: string;
      default: string;
      /** Shown instead of the default, when that is machine-specific (an absolute path). */
      defaultText?: string;
    }
  | { type: "choice"; description: string; choices: readonly string[]; default: string }
  | {
      type: "list";
      description: string;
      choices: readonly string[];
      default: readonly string[];
      /** Shown in the usage line instead of the default, when the default is too long to show. */
      example?: string;
      /** Shown in --help instead of the default, for the same reason. */
      defaultText?: string;
    };

type OptionValue<Spec extends OptionSpec> = Spec extends { type: "flag" }
  ? boolean
  : Spec extends { type: "integer" }
    ? number
    : Spec extends { type: "choice"; choices: readonly (infer Choice)[] }
      ? Choice
      : Spec extends { type: "list"; choices: readonly (infer Choice)[] }
        ? Choice[]
        : string;

export type OptionValues<Specs extends Record<string, OptionSpec>> = {
  -readonly [Name in keyof Specs]: OptionValue<Specs[Name]>;
};

export interface BenchDefinition<Specs extends Record<string, OptionSpec>> {
  /** The npm script, e.g. "bench:pages": how the bench is run, and the prefix of its errors. */
  command: string;
  summary: string;
  options: Specs;
}

export interface BenchCommandLine<Specs extends Record<string, OptionSpec>> {
  options: OptionValues<Specs>;
  /** Prints `<command>: <message>` and exits with status 2, like a usage error. */
  fail(message: string): never;
}

const helpSpec: OptionSpec = { type: "flag", description: "print this help and exit" };

function usageHint(name: string, spec: OptionSpec): string {
  switch (spec.type) {
    case "flag":
      return `[--${name}]`;
    case "integer":
      return `[--${name} ${spec.default}]`;
    case "text":
      return `[--${name} ${spec.defaultText ?? spec.default}]`;
    case "choice":
      return `[--${name} ${spec.choices.join("|")}]`;
    case "list":
      return `[--${name} ${spec.example ?? spec.default.join(",")}]`;
  }
}

function defaultNote(spec: OptionSpec): string {
  switch (spec.type) {
    case "flag":
      return "";
    case "integer":
      return ` (${spec.min} to ${spec.max}, default ${spec.default})`;
    case "text":
      return ` (default ${spec.defaultText ?? spec.default})`;
    case "choice":
      return ` (default ${spec.default})`;
    case "list":
      return ` (comma-separated; default ${spec.defaultText ?? spec.default.join(",")})`;
  }
}

function usageLine(definition: BenchDefinition<Record<string, OptionSpec>>): string {
  const hints = Object.entries(definition.options).map(([name, spec]) => usageHint(name, spec));
  return `usage: npm run ${definition.command} -- ${hints.join(" ")}`;
}

function help(definition: BenchDefinition<Record<string, OptionSpec>>): string {
  const specs = Object.entries({ ...definition.options, help: helpSpec });
  const width = Math.max(...specs.map(([name]) => name.length + 2));
  return [
    usageLine(definition),
    "",
    definition.summary,
    "",
    ...specs.map(([name, spec]) => `  ${`--${name}`.padEnd(width)}  ${spec.description}${defaultNote(spec)}`),
  ].join("\n");
}

const oneOf = (choices: readonly string[]) =>
  choices.length > 1 ? `${choices.slice(0, -1).join(", ")} or ${choices.at(-1)}` : (choices[0] ?? "");

/** The value of one option given on the command line, checked against its declaration. */
function convert(name: string, spec: OptionSpec, raw: string, usageError: (message: string) => never): unknown {
  switch (spec.type) {
    case "flag":
      return true;
    case "integer": {
      const value = Number(raw);
      if (!Number.isInteger(value) || value < spec.min || value > spec.max)
        usageError(`--${name} must be an integer from ${spec.min} to ${spec.max}`);
      return value;
    }
    case "text":
      return raw;
    case "choice":
      if (!spec.choices.includes(raw)) usageError(`--${name} must be ${oneOf(spec.choices)}`);
      return raw;
    case "list": {
      const items = raw
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);
      if (items.length === 0) usageError(`--${name} needs at least one value`);
      for (const item of items)
        if (!spec.choices.includes(item)) usageError(`--${name}: unknown ${item}; use ${spec.choices.join(",")}`);
      return items;
    }
  }
}

/**
 * Parses the bench's options from `args`: --help (or -h) prints the usage and exits 0; an
 * unknown option, a stray argument, a missing or invalid value prints what is wrong and the
 * usage line and exits 2. Options not given take their declared default.
 */
export function parseCommandLine<const Specs extends Record<string, OptionSpec>>(
  definition: BenchDefinition<Specs>,
  args = process.argv.slice(2),
): BenchCommandLine<Specs> {
  function fail(message: string): never {
    console.error(`${definition.command}: ${message}`);
    process.exit(2);
  }
  function usageError(message: string): never {
    return fail(`${message}\n${usageLine(definition)}`);
  }

  // Not strict: node's own errors for these cases name no command and point at `--` quoting;
  // the tokens let every case be told in the bench's terms below.
  const { tokens } = parseArgs({
    args,
    strict: false,
    allowPositionals: true,
    tokens: true,
    options: {
      ...Object.fromEntries(
        Object.entries(definition.options).map(([name, spec]) => [
          name,
          { type: spec.type === "flag" ? ("boolean" as const) : ("string" as const) },
        ]),
      ),
      help: { type: "boolean", short: "h" },
    },
  });
  if (tokens.some((token) => token.kind === "option" && token.name === "help")) {
    console.log(help(definition));
    process.exit(0);
  }

  const given = new Map<string, unknown>();
  for (const token of tokens) {
    if (token.kind === "positional") usageError(`unexpected argument ${token.value}`);
    // `--` itself: what follows it is positional, refused above.
    if (token.kind !== "option") continue;
    const spec = Object.hasOwn(definition.options, token.name) ? definition.options[token.name] : undefined;
    if (!spec) usageError(`unknown option ${token.rawName}`);
    if (spec.type === "flag") {
      if (token.value !== undefined) usageError(`${token.rawName} takes no value`);
    } else if (token.value === undefined || (!token.inlineValue && token.value.startsWith("-"))) {
      usageError(`${token.rawName} needs a value`);
    }
    given.set(token.name, convert(token.name, spec, token.value ?? "", usageError));
  }

  const options = Object.fromEntries(
    Object.entries(definition.options).map(([name, spec]) => {
      if (given.has(name)) return [name, given.get(name)];
      if (spec.type === "flag") return [name, false];
      return [name, spec.type === "list" ? [...spec.default] : spec.default];
    }),
  ) as OptionValues<Specs>;
  return { options, fail };
}

/** Progress and diagnostics: on stderr, so stdout carries only the results. */
export function log(message: string): void {
  process.stderr.write(`${message}\n`);
}

/**
 * A result table as every bench prints it: the header, a rule, one line per row; the first
 * `labelColumns` columns (what a row is about) left-aligned, the figures right-aligned.
 */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[], labelColumns = 1): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => cells[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column < labelColumns ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}
