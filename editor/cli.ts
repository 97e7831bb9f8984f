/**
 * `npm run editors -- add|remove|list|reset <e-mail>`: the editor's accounts, for whoever runs the
 * site's computer. The password is read from the terminal (not echoed) or from stdin, never from
 * the command line (it would stay in the shell's history and in the process list).
 *
 *   npm run editors -- add maria@clinica.example "Maria da Silva"
 *   npm run editors -- reset maria@clinica.example
 *   npm run editors -- remove maria@clinica.example
 *   npm run editors -- list
 */
import path from "node:path";
import readline from "node:readline";
import { AccountError, AccountStore } from "./accounts.ts";
import { editorRoot } from "./env.ts";
import { forgetRemovedAccount } from "./staff-data.ts";
import { loadDotEnv } from "#server/dotenv.ts";

loadDotEnv();
const store = new AccountStore(path.join(editorRoot(), "data/editor/accounts.json"));

/** One line from stdin; on a terminal, asked without echo. */
async function readPassword(prompt: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) {
    const lines = readline.createInterface({ input });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    return "";
  }
  process.stderr.write(prompt);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve) => {
    let password = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stderr.write("\n");
          resolve(password);
          return;
        }
        if (char === "\u0003") process.exit(130);
        if (char === "\u007f") password = password.slice(0, -1);
        else password += char;
      }
    };
    input.on("data", onData);
  });
}

async function askNewPassword(): Promise<string> {
  const password = await readPassword("Senha: ");
  if (process.stdin.isTTY && (await readPassword("Repita a senha: ")) !== password)
    throw new AccountError("As senhas não conferem.");
  return password;
}

async function main(argv: string[]): Promise<number> {
  const [command, email, ...nameParts] = argv;
  try {
    switch (command) {
      case "list": {
        const accounts = store.list();
        if (accounts.length === 0) console.log("Nenhuma conta.");
        for (const account of accounts)
          console.log(`${account.email}\t${account.name}\t(criada em ${account.createdAt.slice(0, 10)})`);
        return 0;
      }
      case "add": {
        if (!email) break;
        const name = nameParts.join(" ").trim() || (await askLine("Nome completo: "));
        await store.add(email, name, await askNewPassword());
        console.log(`Conta criada para ${email}.`);
        return 0;
      }
      case "reset":
        if (!email) break;
        await store.reset(email, await askNewPassword());
        console.log(`Senha de ${email} trocada. As sessões abertas dessa conta terminaram.`);
        return 0;
      case "remove":
        if (!email) break;
        store.remove(email);
        forgetRemovedAccount(path.join(editorRoot(), "data/editor"), email);
        console.log(`Conta de ${email} removida. As sessões abertas dessa conta terminaram.`);
        return 0;
    }
  } catch (error) {
    if (error instanceof AccountError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  console.error("Uso: npm run editors -- add <e-mail> [nome] | remove <e-mail> | reset <e-mail> | list");
  return 2;
}

async function askLine(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return "";
  const lines = readline.createInterface({ input: process.stdin, output: process.stderr });
  const answer = await new Promise<string>((resolve) => lines.question(prompt, resolve));
  lines.close();
  return answer;
}

process.exitCode = await main(process.argv.slice(2));
