/**
 * No edit is lost to a colleague's: two people logged in at once, through the editor's HTTP API
 * as Keystatic's UI calls it (the tree, then a save).
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { gitBlobSha, whenSaid } from "./edit-conflicts.ts";
import { closeTestEditors, keystaticGet, keystaticUpdate, logIn, readTree, testEditor } from "./testing/editor-app.ts";

afterEach(closeTestEditors);

const page = "content/exames/ultrassom.yaml";
const files = { [page]: "label: Ultrassom\norder: 1\n" };
/** "às 10h32" with today's clock in Belo Horizonte: what the refusal says of a save made just now. */
const clockNow = () => whenSaid(Date.now(), Date.now());

describe("two people editing the same page", () => {
  it("refuses the later save made from the older version, saying who changed it and when; nothing is overwritten", async () => {
    const { app, root } = await testEditor(files);
    const ana = await logIn(app, "ana");
    const bruno = await logIn(app, "bruno");
    await readTree(app, ana);
    await readTree(app, bruno);
    expect((await keystaticUpdate(app, ana, { [page]: "label: Ultrassom\norder: 2\n" })).statusCode).toBe(200);
    const later = await keystaticUpdate(app, bruno, { [page]: "label: Ultrassom geral\norder: 1\n" });
    expect(later.statusCode).toBe(409);
    expect(later.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(later.body).toBe(`Esta página foi alterada por Ana Souza ${clockNow()}: recarregue para ver a versão dela.`);
    expect(fs.readFileSync(path.join(root, page), "utf8")).toBe("label: Ultrassom\norder: 2\n");
    // A deletion of the page is the same loss.
    expect((await keystaticUpdate(app, bruno, {}, [page])).statusCode).toBe(409);
    expect(fs.existsSync(path.join(root, page))).toBe(true);
  });

  it("takes his save once he has reloaded (read the tree again), and then refuses hers", async () => {
    const { app, root } = await testEditor(files);
    const ana = await logIn(app, "ana");
    const bruno = await logIn(app, "bruno");
    await readTree(app, ana);
    await readTree(app, bruno);
    await keystaticUpdate(app, ana, { [page]: "label: Ultrassom\norder: 2\n" });
    expect((await readTree(app, bruno)).get(page)).toBe(gitBlobSha(Buffer.from("label: Ultrassom\norder: 2\n")));
    expect((await keystaticUpdate(app, bruno, { [page]: "label: Ultrassom\norder: 3\n" })).statusCode).toBe(200);
    expect(fs.readFileSync(path.join(root, page), "utf8")).toBe("label: Ultrassom\norder: 3\n");
    const hers = await keystaticUpdate(app, ana, { [page]: "label: Ultrassom\norder: 4\n" });
    expect(hers.statusCode).toBe(409);
    expect(hers.body).toContain("alterada por Bruno Lima");
  });

  it("lets her save the same page again and again from her own session, and from her other session", async () => {
    const { app } = await testEditor(files);
    const ana = await logIn(app, "ana");
    const anaOnHerPhone = await logIn(app, "ana");
    await readTree(app, ana);
    await readTree(app, anaOnHerPhone);
    for (const order of [2, 3, 4])
      expect((await keystaticUpdate(app, ana, { [page]: `label: Ultrassom\norder: ${order}\n` })).statusCode).toBe(200);
    expect((await keystaticUpdate(app, anaOnHerPhone, { [page]: "label: Ultrassom\norder: 5\n" })).statusCode).toBe(
      200,
    );
  });

  it("refuses a new page whose address a colleague has just created", async () => {
    const { app, root } = await testEditor(files);
    const ana = await logIn(app, "ana");
    const bruno = await logIn(app, "bruno");
    await readTree(app, ana);
    await readTree(app, bruno);
    const created = "content/exames/ecocardiograma.yaml";
    expect((await keystaticUpdate(app, ana, { [created]: "label: Ecocardiograma\n" })).statusCode).toBe(200);
    const his = await keystaticUpdate(app, bruno, { [created]: "label: Eco\n" });
    expect(his.statusCode).toBe(409);
    expect(fs.readFileSync(path.join(root, created), "utf8")).toBe("label: Ecocardiograma\n");
  });

  it("counts a page read by its blob as what the session was shown", async () => {
    const { app } = await testEditor(files);
    const ana = await logIn(app, "ana");
    const bruno = await logIn(app, "bruno");
    await readTree(app, ana);
    await readTree(app, bruno);
    await keystaticUpdate(app, ana, { [page]: "label: Ultrassom\norder: 2\n" });
    // His UI, after a save of another page, loads the new version of this one when he opens it.
    const sha = gitBlobSha(Buffer.from("label: Ultrassom\norder: 2\n"));
    expect((await keystaticGet(app, bruno, `blob/${sha}/${page}`)).statusCode).toBe(200);
    expect((await keystaticUpdate(app, bruno, { [page]: "label: Ultrassom\norder: 3\n" })).statusCode).toBe(200);
  });

  it("after a restart, refuses a save over a colleague's change made during the session, and keeps the name", async () => {
    const first = await testEditor(files);
    const ana = await logIn(first.app, "ana");
    const bruno = await logIn(first.app, "bruno");
    await readTree(first.app, bruno);
    await readTree(first.app, ana);
    await keystaticUpdate(first.app, ana, { [page]: "label: Ultrassom\norder: 2\n" });
    // The same checkout and data, a new process: what sessions were shown is gone, who saved is not.
    const { buildEditor } = await import("./app.ts");
    const restarted = await buildEditor({
      root: first.root,
      dataDir: first.dataDir,
      uiDir: path.join(first.root, "ui"),
      port: 3001,
      logLevel: "silent",
    });
    try {
      const his = await keystaticUpdate(restarted, bruno, { [page]: "label: Ultrassom\norder: 3\n" });
      expect(his.statusCode).toBe(409);
      expect(his.body).toContain("alterada por Ana Souza");
    } finally {
      await restarted.close();
    }
  });

  it("refuses a save over a file changed outside the editor since the session read it", async () => {
    const { app, root } = await testEditor(files);
    const ana = await logIn(app, "ana");
    await readTree(app, ana);
    fs.writeFileSync(path.join(root, page), "label: Ultrassom\norder: 9\n");
    const response = await keystaticUpdate(app, ana, { [page]: "label: Ultrassom\norder: 2\n" });
    expect(response.statusCode).toBe(409);
    expect(response.body).toBe("Esta página foi alterada desde que você a abriu: recarregue para ver a versão atual.");
  });
});

describe("the refusal's words", () => {
  it("say the time in Belo Horizonte as 10h32, with the day when it was not today", () => {
    const at = Date.UTC(2026, 11, 2, 13, 32);
    expect(whenSaid(at, at + 60_000)).toBe("às 10h32");
    expect(whenSaid(at, at + 24 * 60 * 60_000)).toBe("em 02/12 às 10h32");
  });
});
