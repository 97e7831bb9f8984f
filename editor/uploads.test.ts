/**
 * What a save may add (cms/upload-rules.ts), through the real editor service: photos by their
 * bytes, names the site takes, content files with their collection's extension; every refusal a
 * Portuguese sentence naming the file, never a path of the machine.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { closeTestEditors, host, keystaticUpdate, logIn, origin, testEditor } from "./testing/editor-app.ts";

afterEach(closeTestEditors);

const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
const webp = new Uint8Array([...Buffer.from("RIFF"), 4, 0, 0, 0, ...Buffer.from("WEBPVP8 ")]);
const photoDir = "images/enviadas/cardiologista/hero/image";

describe("a save through the editor", () => {
  it("takes JPEG, PNG and WebP photos named as their type, and content files as their collection stores them", async () => {
    const { app, root } = await testEditor();
    const cookie = await logIn(app, "ana");
    const response = await keystaticUpdate(app, cookie, {
      [`${photoDir}/photo.jpg`]: jpeg,
      [`${photoDir}/foto-2.JPG`]: jpeg,
      [`${photoDir}/detalhe.png`]: png,
      [`${photoDir}/fachada.webp`]: webp,
      "content/equipe/ana-souza.yaml": "name: Ana Souza\n",
      "content/clinica.yaml": "sabado: 07h às 13h\n",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(fs.readFileSync(path.join(root, photoDir, "photo.jpg"))).toEqual(Buffer.from(jpeg));
  });

  it.each([
    [`${photoDir}/x.html`, "<script>alert(1)</script>", "O arquivo “x.html” não é uma foto JPG, PNG ou WebP"],
    [
      `${photoDir}/photo.jpg`,
      "<html><body>não é foto</body></html>",
      "O arquivo “photo.jpg” não é uma foto JPG, PNG ou WebP",
    ],
    [
      `${photoDir}/photo.svg`,
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      "O arquivo “photo.svg” não é uma foto",
    ],
    [`${photoDir}/photo.png`, jpeg, "O arquivo “photo.png” é uma foto JPG, mas o nome termina em “.png”"],
    [`${photoDir}/.htaccess`, "Options +ExecCGI", "O arquivo “.htaccess” tem um nome que o site não aceita"],
    [`${photoDir}/foto da recepção.jpg`, jpeg, "O arquivo “foto da recepção.jpg” tem um nome que o site não aceita"],
    ["content/clinica.sh", "rm -rf /", "O arquivo “clinica.sh” não é um arquivo de conteúdo do site (.yaml)"],
    ["content/equipe/ana.html", "<p>x</p>", "O arquivo “ana.html” não é um arquivo de conteúdo do site (.yaml)"],
    ["content/equipe/.env", "x", "O arquivo “.env” tem um nome que o site não aceita"],
  ])("refuses %s with 400 and a sentence naming the file", async (file, contents, sentence) => {
    const { app, root } = await testEditor();
    const cookie = await logIn(app, "ana");
    const response = await keystaticUpdate(app, cookie, { [file]: contents });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).toContain(sentence);
    expect(response.body).not.toContain(root);
    expect(fs.existsSync(path.join(root, file))).toBe(false);
  });

  it.each(["/api/keystatic//update", "/api/keystatic/update/", "/api/keystatic/%75pdate"])(
    "answers 404 to %s, another spelling of the update, and writes nothing",
    async (url) => {
      const { app, root } = await testEditor();
      const cookie = await logIn(app, "ana");
      const file = `${photoDir}/x.html`;
      const response = await app.inject({
        method: "POST",
        url,
        headers: {
          host,
          origin,
          cookie,
          "sec-fetch-site": "same-origin",
          "no-cors": "1",
          "content-type": "application/json",
        },
        payload: JSON.stringify({
          additions: [{ path: file, contents: Buffer.from("<script>alert(1)</script>").toString("base64") }],
          deletions: [],
        }),
      });
      expect(response.statusCode).toBe(404);
      expect(fs.existsSync(path.join(root, file))).toBe(false);
    },
  );

  it("refuses a name of 300 characters with 400, its name cut, never the machine's path", async () => {
    const { app, root } = await testEditor();
    const cookie = await logIn(app, "ana");
    const name = `${"a".repeat(296)}.jpg`;
    const response = await keystaticUpdate(app, cookie, { [`${photoDir}/${name}`]: jpeg });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/^O arquivo “a{40}…a{8}\.jpg” tem um nome que o site não aceita/);
    expect(response.body).not.toContain(root);
    expect(response.body).not.toContain("ENAMETOOLONG");
  });

  it("refuses a photo over 10 MB, saying its size", async () => {
    const { app } = await testEditor();
    const cookie = await logIn(app, "ana");
    const large = new Uint8Array(10 * 1024 * 1024 + 1);
    large.set(jpeg);
    const response = await keystaticUpdate(app, cookie, { [`${photoDir}/photo.jpg`]: large });
    expect(response.statusCode).toBe(400);
    expect(response.body).toBe("A foto “photo.jpg” tem 10,0 MB; o limite é 10 MB: reduza a foto e envie de novo.");
  });

  it("answers a failure inside Keystatic in Portuguese, with no path of the machine and no stack", async () => {
    const { app, root } = await testEditor();
    // A file where Keystatic would make the folder: its mkdir fails, naming the absolute path.
    fs.writeFileSync(path.join(root, "content/equipe"), "");
    const cookie = await logIn(app, "ana");
    const response = await keystaticUpdate(app, cookie, { "content/equipe/ana-souza.yaml": "name: Ana\n" });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe("Erro interno do editor. Tente de novo.");
    expect(response.body).not.toContain(root);
  });
});
