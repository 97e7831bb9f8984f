/**
 * The privacy policy's claims added by the December legal review (N4, N8, N18), read back from the
 * prerendered page of both builds and tied to the code that makes them true, like the rest of the
 * policy (tests/html/privacy-policy.test.ts): the specialty or exam a lead carries (`assunto`),
 * the Indique Já referral as its page runs it, the automation service's term left for the clinic,
 * and what the site keeps in the browser.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "#app/site/site.ts";
import { BOOKING_SUBJECT_TAG } from "#app/lib/lead/booking-subject.ts";
import { buildLeadPayload } from "#app/lib/lead/payload.ts";
import { consentStorageKey } from "#app/consent/rules.ts";
import { publicationBlockers } from "#scripts/publication-gate.ts";
import { CAMPAIGN_PARAMETERS, isForwardedTag, OWN_TAG_NAMES } from "#shared/lead/schema.ts";
import { fixtureRoot } from "../fixture-content";
import { builtDocument, builtHtml, mainClientDir, squash, tagManagerVariant, textOf } from "../built-site";
import { item } from "./policy-items";

const policyPath = "/politica-de-privacidade";
const builds = [
  { name: "main build", clientDir: mainClientDir },
  { name: "tag-manager build", clientDir: tagManagerVariant.clientDir },
].map((build) => ({ ...build, document: builtDocument(policyPath, build.clientDir) }));

/** The rows of the legal-basis table whose first cell starts with `label`, cell by cell. */
const basisRows = (document: Document, label: string) =>
  [...document.querySelectorAll("section#finalidades-e-bases-legais tr")]
    .map((row) => [...row.children].map((cell) => squash(cell.textContent)))
    .filter(([first]) => first?.startsWith(label));

/** The text of the page's main content, as a reader sees it. */
const mainText = (urlPath: string, clientDir = mainClientDir) =>
  squash(textOf(builtDocument(urlPath, clientDir), "main"));

describe.each(builds)("the privacy policy of the $name", ({ document }) => {
  it("names the specialty or exam the lead carries, with the example a specialty page really sends", () => {
    // The tags the site adds itself: a new one must be named in the policy before it is sent.
    expect([...OWN_TAG_NAMES]).toEqual(["form", "originUrl", BOOKING_SUBJECT_TAG]);
    // What /cardiologista hands the dialog, and what the dialog then sends.
    const subject =
      builtDocument("/cardiologista").querySelector("[data-booking-subject]")?.getAttribute("data-booking-subject") ??
      undefined;
    expect(subject).toBe("Especialidade: Cardiologia");
    const lead = buildLeadPayload({
      name: "Maria da Silva",
      country: "BR",
      maskedPhone: "(31) 99999-8888",
      formTitle: site.name,
      location: { origin: "https://clinica.example", pathname: "/cardiologista", search: "" },
      subject,
    });
    expect(lead.tags).toContainEqual({ name: BOOKING_SUBJECT_TAG, value: "Especialidade: Cardiologia" });

    expect(item(document, "dados-coletados", "Formulário de agendamento:")).toContain(
      `o endereço da página de onde você enviou e a especialidade ou o exame dessa página (por exemplo, “${subject}”) e, se o endereço os tiver, apenas os parâmetros de campanha`,
    );
    expect(item(document, "compartilhamento", "Serviço de automação de atendimento:")).toContain(
      "Recebe o nome, o telefone, a página de origem do contato, a especialidade ou o exame e os parâmetros de campanha",
    );
    // Sensitive like the page it comes from, under the same basis (art. 11, II, "f").
    const health = squash(textOf(document, "section#dados-de-saude"));
    expect(health).toContain("O formulário envia junto a especialidade ou o exame dessa página, que revela o mesmo.");
    expect(health).toContain("Tratamos esse endereço e essa especialidade ou exame como dados sensíveis");
    const rows = basisRows(document, "Página de origem do contato");
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]).toBe(
      "Página de origem do contato e a especialidade ou o exame dessa página, que revelam o atendimento procurado",
    );
    expect(rows[0]![2]).toContain("(art. 11, II, “f”)");
  });

  it("Indique Já: only the referrer's name, given by the referred person with consent, as the page collects it", () => {
    expect(item(document, "dados-coletados", "Programa Indique Já:")).toBe(
      "Programa Indique Já: o nome de quem indicou, informado pela pessoa indicada e com a autorização dela. Usamos esse nome só para separar o brinde e o apagamos 6 meses depois da retirada.",
    );
    expect(basisRows(document, "Nome de quem indicou")).toEqual([
      [
        "Nome de quem indicou",
        "Registrar a indicação e entregar o brinde",
        "Consentimento da pessoa indicada (art. 7º, I)",
      ],
    ]);
    // The page asks for nothing else: the name, with the referred person's authorisation; the
    // cup is collected at the reception, so no address; booking is not a condition, so the cup
    // never tells the referrer that someone booked.
    const referral = mainText("/indique-ja");
    expect(referral).toContain(
      "A indicação conta quando a pessoa indicada disser o seu nome e autorizar o registro, mesmo que não agende. Nunca informamos a você se ela agendou, compareceu ou fez algum exame.",
    );
    expect(referral).toContain("O copo é retirado na recepção");
    expect(referral).not.toMatch(/endereço|em casa|entregamos|ao agendar|no agendamento|quando for agendar/i);
    expect(referral).not.toContain("Indicou, cuidou, ganhou!");
    expect(referral).toContain("Indique a clínica para quem você gosta.");
  });

  it("campaign parameters: kept with the lead for its term, only summed in reports", () => {
    // The relay keeps them (any other tag is dropped) inside the lead's own payload, one row of the
    // store (server/leads/store/sqlite.ts), deleted with it at the lead's term (server/leads/retention.ts).
    expect(CAMPAIGN_PARAMETERS.every(isForwardedTag)).toBe(true);
    const [row] = basisRows(document, "Parâmetros de campanha");
    expect(row?.[1]).toBe(
      "Saber quais campanhas trazem pacientes. Ficam junto do contato, pelos mesmos prazos; nos relatórios aparecem só somados.",
    );
  });

  it("the automation service's term is a blank for the clinic, which the publication build refuses", () => {
    const blank =
      "[prazo a preencher, por exemplo: cada contato é apagado no mesmo prazo do nosso servidor, contado de quando foi recebido]";
    expect(item(document, "prazos", "No serviço de automação de atendimento:")).toBe(
      `No serviço de automação de atendimento: ${blank}.`,
    );
    // The tests' content, as the build that made these pages read it.
    expect(publicationBlockers(fixtureRoot, { siteUrl: undefined })).toContain(
      `Política de Privacidade: falta preencher “${blank}”.`,
    );
  });
});

describe("what the site keeps in the browser", () => {
  /** Source files of app/ that use a browser store in code (comment lines left out). */
  const storageUsers = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
          .some((line) => /\b(localStorage|sessionStorage|indexedDB|caches)\b|document\.cookie/.test(line)),
      )
      .map((file) => path.relative(process.cwd(), file))
      .sort();

  it("without a tag manager, only an unsent lead, as the policy's “Cookies” says", () => {
    expect(storageUsers(path.join(process.cwd(), "app"))).toEqual([
      "app/consent/consent-script.ts",
      "app/lib/lead/kept-leads.ts",
      "app/lib/lead/outbox.ts",
    ]);
    // The consent script, the only other user, is in the pages only with a tag manager.
    expect(builtHtml("/")).not.toContain(consentStorageKey);
    expect(builtHtml("/", tagManagerVariant.clientDir)).toContain(consentStorageKey);
    const main = builds[0]!.document;
    expect(squash(textOf(main, "section#cookies"))).toContain(
      "Ele só usa o armazenamento do navegador para guardar um contato ainda não enviado (veja “No seu aparelho”).",
    );
    expect(item(main, "prazos", "No seu aparelho:")).toContain(
      "fica guardado no navegador até o servidor da clínica recebê-lo",
    );
  });

  it("with one, the lead sent to the measurement tools carries no page (tests/e2e/lead-dialog.test.ts sees the push)", () => {
    const dialog = fs.readFileSync(path.join(process.cwd(), "app/lib/lead/deliver-lead.ts"), "utf8");
    expect(dialog).toMatch(/pushToDataLayer\(\{ event: "generate_lead", form_name: site\.name \}\)/);
    expect(squash(textOf(builds[1]!.document, "section#cookies"))).toContain(
      "os cliques nos botões de contato e o envio do formulário de agendamento, sem a página de onde ele foi enviado",
    );
  });
});
