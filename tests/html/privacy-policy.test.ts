/**
 * Each statement of fact in the privacy policy, read back from the prerendered page and tied to
 * the code that makes it true: the value the policy states is the constant (or the built setting)
 * the code uses, and where the fact is a behaviour, the test calls the code that has it. The
 * server's side of each fact (the access log, deletion of every lead, the alert, the backups) is
 * held by the server's own tests against the same constants. Both builds are read: the main one
 * (no tag manager, retention unset) and the tag-manager variant (LEAD_RETENTION_DAYS=30).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { consentOnChoice, consentSignals, makeConsentChoice, signalsNeverGranted } from "#app/consent/rules.ts";
import { accessLogFieldWords, rumMetricWords } from "#app/site/document-facts.ts";
import { pageByPath } from "#app/site/registry.ts";
import { site } from "#app/site/site.ts";
import { pageViewEvent } from "#app/lib/analytics.ts";
import { buildLeadPayload } from "#app/lib/lead/payload.ts";
import { buildRumBeacon, rumRoute } from "#app/lib/rum.ts";
import { readPublicSettings } from "#server/public-settings.ts";
import { securityHeaders } from "#server/http-policy.ts";
import { parseRumBeacon } from "#server/rum/routes.ts";
import {
  ACCESS_LOG_PATH_DAYS,
  accessLogDays,
  accessLogFields,
  accessLogLongTermFields,
  APPLICATION_LOG_DAYS,
  DEFAULT_ACCESS_LOG_DAYS,
} from "#shared/access-log.ts";
import { CAMPAIGN_PARAMETERS } from "#shared/lead/schema.ts";
import { listText } from "#shared/list-text.ts";
import {
  leadsBackupCalendar,
  nginxLogFiles,
  renderEditorNginxServer,
  renderJournaldNamespace,
  renderLeadsBackupService,
  renderLeadsBackupTimer,
  renderNginxLogrotate,
} from "#scripts/deploy-config.ts";
import { missingAlertChannel } from "#server/leads/alert-channel.ts";
import { publicationBlockers } from "#scripts/publication-gate.ts";
import { fixtureRoot } from "#tests/fixture-content.ts";
import {
  DEFAULT_LEAD_RETENTION_DAYS,
  LEAD_BACKUP_KEEP_DAYS,
  leadRetentionDays,
  UNDELIVERED_LEAD_WARNING_DAYS,
} from "#shared/lead/retention.ts";
import { OTHER_ROUTE, RUM_PATH, rumDevices, rumEndpoint, rumMetricNames } from "#shared/rum.ts";
import { builtDocument, mainClientDir, squash, tagManagerVariant, textOf } from "../built-site";
import { item, sectionText } from "./policy-items";

const policyPath = "/politica-de-privacidade";
const builds = [
  { name: "main build", clientDir: mainClientDir },
  { name: "tag-manager build", clientDir: tagManagerVariant.clientDir },
].map((build) => {
  const settings = readPublicSettings(path.dirname(build.clientDir));
  return {
    ...build,
    document: builtDocument(policyPath, build.clientDir),
    // The terms the build recorded, read as the server reads them (server/public-settings.ts).
    leadDays: leadRetentionDays({ LEAD_RETENTION_DAYS: String(settings.LEAD_RETENTION_DAYS) }),
    accessDays: accessLogDays({
      ACCESS_LOG_DAYS: settings.ACCESS_LOG_DAYS ? String(settings.ACCESS_LOG_DAYS) : undefined,
    }),
  };
});
const [main, withTagManager] = builds as [(typeof builds)[number], (typeof builds)[number]];

describe("the builds under test", () => {
  it("state the terms they were built with: the main build the defaults, the variant its 30 days", () => {
    expect(main.leadDays).toBe(DEFAULT_LEAD_RETENTION_DAYS);
    expect(main.accessDays).toBe(DEFAULT_ACCESS_LOG_DAYS);
    expect(withTagManager.leadDays).toBe(Number(tagManagerVariant.settings.LEAD_RETENTION_DAYS));
    expect(withTagManager.leadDays).not.toBe(DEFAULT_LEAD_RETENTION_DAYS);
  });
});

describe.each(builds)("the privacy policy of the $name", (build) => {
  const { document } = build;

  it("access log: exactly the fields the server writes, no browser data, kept the built number of days", () => {
    const collected = item(document, "dados-coletados", "Registros de acesso:");
    // In the order of shared/access-log.ts, which the server's log line follows.
    const positions = accessLogFields.map((field) => collected.indexOf(accessLogFieldWords[field]));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(collected).toContain(
      "Só isso: nenhum dado do seu navegador, nenhum parâmetro do endereço e nunca o seu nome ou telefone.",
    );
    // The long-term line's fields, in words: a field added there must be named here and in the policy.
    const longTermWords: Record<(typeof accessLogLongTermFields)[number], string> = {
      ip: "o endereço IP",
      time: "a data, a hora",
      method: "o tipo de pedido",
      status: "o código da resposta",
    };
    expect(Object.keys(longTermWords)).toEqual([...accessLogLongTermFields]);
    expect(item(document, "prazos", "Registros de acesso:")).toContain(
      `${listText(Object.values(longTermWords))} ficam ${build.accessDays} dias, como exige o Marco Civil da Internet (art. 15, 6 meses); o endereço da página acessada, que pode indicar a especialidade procurada, fica só ${ACCESS_LOG_PATH_DAYS} dias.`,
    );
    // The server keeps the path in files of their own, deleted after ACCESS_LOG_PATH_DAYS
    // (server/security/http.test.ts); the lines kept the whole term are the other fields.
    expect(accessLogLongTermFields).toEqual(accessLogFields.filter((field) => field !== "path"));
    expect(squash(textOf(document, "main"))).not.toMatch(/dados do navegador/);
  });

  it("application log: no IP, name or phone, deleted after the days the journal namespace keeps it", () => {
    expect(item(document, "dados-coletados", "Registro de funcionamento do servidor:")).toContain(
      "nunca o seu endereço IP, o seu nome ou o seu telefone",
    );
    // A journal file a day, deleted once its newest entry has the rest of the term: no entry outlives it.
    const journal = renderJournaldNamespace();
    const days = (key: string) => Number(new RegExp(`\\n${key}=(\\d+)day\\n`).exec(journal)?.[1]);
    expect(days("MaxRetentionSec") + days("MaxFileSec")).toBe(APPLICATION_LOG_DAYS);
    expect(item(document, "prazos", "Registro de funcionamento do servidor:")).toBe(
      `Registro de funcionamento do servidor: apagado automaticamente depois de ${APPLICATION_LOG_DAYS} dias.`,
    );
  });

  it("web server's error log: what its lines hold, no rate-limit refusals, deleted at the path's term", () => {
    expect(item(document, "dados-coletados", "Registro de erros do servidor web:")).toContain(
      "ele anota o endereço IP, a data, a hora, o pedido como chegou (com os parâmetros do endereço) e a página de onde você veio; nunca o seu nome ou telefone. Pedidos recusados por excesso de tentativas não são anotados.",
    );
    expect(item(document, "prazos", "Registro de erros do servidor web:")).toBe(
      `Registro de erros do servidor web: apagado automaticamente depois de ${ACCESS_LOG_PATH_DAYS} dias.`,
    );
    // The error logs of the site and the editor rotate with the path lines, a file a day.
    const { errors: siteErrors } = nginxLogFiles("site");
    expect(renderNginxLogrotate(DEFAULT_ACCESS_LOG_DAYS)).toMatch(
      new RegExp(
        `${siteErrors} /var/log/clinica-nginx/editor-erros\\.log \\{\\n    daily\\n    rotate ${ACCESS_LOG_PATH_DAYS}\\n`,
      ),
    );
    // Refusals are logged at info, below the logs' level (tests/e2e/nginx-tls.test.ts reads the files).
    const editor = renderEditorNginxServer({ editorHost: "editor.clinica.example" });
    expect(editor.match(/limit_req_log_level info;/g)).toHaveLength(2);
    expect(editor.match(/error_log "[^"]+" warn;/g)).toHaveLength(2);
  });

  it("recipients: the automation service and the host act on our behalf (operators), their names and countries left for the clinic", () => {
    const sharing = sectionText(document, "compartilhamento");
    for (const recipient of ["Serviço de automação de atendimento:", "Empresa de hospedagem:"])
      expect(item(document, "compartilhamento", recipient)).toContain(
        "[empresa a preencher], com servidores em [país a preencher], que trata os dados em nosso nome (operador).",
      );
    expect(item(document, "compartilhamento", "Serviço de automação de atendimento:")).toContain(
      "Recebe o nome, o telefone, a página de origem do contato, a especialidade ou o exame e os parâmetros de campanha",
    );
    expect(sharing).toContain("a Meta trata os dados da conversa como controladora");
    // A blank left for the clinic stops the publication build (scripts/publication-gate.ts).
    expect(publicationBlockers(fixtureRoot, { siteUrl: undefined })).toContain(
      "Política de Privacidade: falta preencher “[empresa a preencher]”.",
    );
    expect(sectionText(document, "transferencia-internacional")).toContain(
      "[mecanismo do art. 33 a preencher, por exemplo: as cláusulas-padrão contratuais aprovadas pela ANPD (Resolução CD/ANPD nº 19/2024)]",
    );
  });

  it("leads: every one deleted the built number of days after it arrives, delivered or not; an alert before", () => {
    const term = item(document, "prazos", "Contatos enviados pelo formulário:");
    expect(term).toContain(
      `cada contato é apagado automaticamente do nosso servidor ${build.leadDays} dias depois de recebido, tenha ou não sido entregue à equipe de atendimento`,
    );
    expect(term).toContain(
      `quando faltarem ${UNDELIVERED_LEAD_WARNING_DAYS} dias para ser apagado, a equipe recebe um alerta`,
    );
    expect(term).toContain(
      "O contato apagado é removido do banco de dados; fica anotado apenas o código do contato, quando e por que ele foi apagado.",
    );
    expect(squash(textOf(document, "main"))).not.toMatch(/até que você peça a eliminação/);
    // The alert has a channel on the site the public uses: a publication build that keeps its leads
    // does not start without ALERT_WEBHOOK_URL (server/public-settings.test.ts starts one).
    expect(missingAlertChannel({ PUBLICATION_BUILD: "1" })).toMatch(/^ALERT_WEBHOOK_URL: not set/);
    expect(
      missingAlertChannel({ PUBLICATION_BUILD: "1", ALERT_WEBHOOK_URL: "https://alertas.example/clinica" }),
    ).toBeUndefined();
  });

  it("backups: deleted at the age the backup command keeps, and a deleted lead leaves them within it", () => {
    const backups = item(document, "prazos", "Cópias de segurança:");
    expect(backups).toContain(`são apagadas quando completam ${LEAD_BACKUP_KEEP_DAYS} dias`);
    expect(backups).toContain(
      `Um contato apagado do servidor continua nas cópias feitas antes disso e sai delas em até ${LEAD_BACKUP_KEEP_DAYS} dias.`,
    );
    // On the generated deploy a timer takes the copy every day and the copy deletes those past the
    // term (scripts/deploy/leads-backup-timer.test.ts runs the deletion).
    expect(renderLeadsBackupTimer()).toContain(`OnCalendar=${leadsBackupCalendar}`);
    expect(renderLeadsBackupService("/srv/clinica")).toContain("/build/relay/cli.js backup\n");
  });

  it("health information: the origin page the lead carries is declared sensitive, with its legal basis", () => {
    // What the lead carries: the page it came from, and that page's parameters.
    const lead = buildLeadPayload({
      name: "Maria da Silva",
      country: "BR",
      maskedPhone: "(31) 99999-8888",
      formTitle: site.name,
      location: { origin: "https://clinica.example", pathname: "/psiquiatra", search: "?utm_source=busca" },
    });
    expect(lead.tags).toContainEqual({ name: "originUrl", value: "https://clinica.example/psiquiatra" });
    expect(lead.tags).toContainEqual({ name: "utm_source", value: "busca" });
    expect(item(document, "dados-coletados", "Formulário de agendamento:")).toContain(
      "o endereço da página de onde você enviou e a especialidade ou o exame dessa página",
    );
    expect(sectionText(document, "dados-de-saude")).toContain(
      "Além da equipe, só os recebem o serviço de automação de atendimento e a empresa de hospedagem, que agem em nosso nome e seguem as nossas instruções.",
    );
    expect(squash(textOf(document, "main"))).not.toMatch(/só a equipe de atendimento tem acesso/);

    const health = sectionText(document, "dados-de-saude");
    for (const path of ["/psiquiatra", "/exame-toxicologico"]) expect(health).toContain(`“${pageByPath(path).label}”`);
    expect(health).toContain("dado pessoal sensível (art. 5º, II)");
    expect(health).toContain("(art. 11)");
    const basis = [...document.querySelectorAll("section#finalidades-e-bases-legais tr")]
      .map((row) => squash(row.textContent))
      .filter((row) => row.startsWith("Página de origem do contato"));
    expect(basis).toHaveLength(1);
    expect(basis[0]).toContain("(art. 11, II, “f”)");
    expect(squash(textOf(document, "main"))).not.toMatch(/Não coletamos dados sensíveis/);
  });

  it("campaign parameters: exactly those the lead forwards, named in the list and the table; no other parameter", () => {
    const named = listText([...CAMPAIGN_PARAMETERS]);
    expect(item(document, "dados-coletados", "Formulário de agendamento:")).toContain(
      `apenas os parâmetros de campanha (${named}), que indicam qual anúncio ou campanha trouxe você até nós. Nenhum outro parâmetro do endereço é enviado.`,
    );
    const search = `?${CAMPAIGN_PARAMETERS.map((name) => `${name}=x`).join("&")}&utm_term=depressao&email=a%40b.c`;
    const lead = buildLeadPayload({
      name: "Maria da Silva",
      country: "BR",
      maskedPhone: "(31) 99999-8888",
      formTitle: site.name,
      location: { origin: "https://clinica.example", pathname: "/psiquiatra", search },
    });
    expect(lead.tags.slice(2).map((tag) => tag.name)).toEqual([...CAMPAIGN_PARAMETERS]);
    const rows = [...document.querySelectorAll("section#finalidades-e-bases-legais tr")]
      .map((row) => [...row.children].map((cell) => squash(cell.textContent)))
      .filter(([first]) => first?.startsWith("Parâmetros de campanha"));
    expect(rows).toEqual([
      [
        `Parâmetros de campanha (${named})`,
        "Saber quais campanhas trazem pacientes. Ficam junto do contato, pelos mesmos prazos; nos relatórios aparecem só somados.",
        "Legítimo interesse (art. 7º, IX)",
      ],
    ]);
  });

  it("device: kept until the server has it; an unsent one past its days goes on the next visit", () => {
    const device = item(document, "prazos", "No seu aparelho:");
    expect(device).toContain("fica guardado no navegador até o servidor da clínica recebê-lo");
    expect(device).toContain(
      "Ele é apagado do aparelho assim que o servidor da clínica o recebe (ou o recusa definitivamente).",
    );
    // app/lib/lead/outbox.ts drops an expired lead only when it runs: on a page of the site.
    expect(device).toContain(
      `Se não puder ser enviado em ${site.keptLeads.maxAgeDays} dias, ele é apagado sem ser enviado na próxima vez que você abrir o site`,
    );
  });

  it("speed: the four values, once per page view, with the page's path and the kind of screen; summed, nothing of the visitor kept", () => {
    const speed = item(document, "dados-coletados", "Velocidade do site:");
    // The values, in the order shared/rum.ts lists them; the words are the fact the policy names.
    const positions = rumMetricNames.map((name) => speed.indexOf(rumMetricWords[name]));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // What the browser sends: the route (the page's path as its canonical link gives it, never the
    // query; “other” without one), mobile or desktop, the values; to our relay, the clinic's server.
    expect(rumDevices).toEqual(["mobile", "desktop"]);
    expect(rumRoute(`${site.url}/psiquiatra`)).toBe("/psiquiatra");
    expect(rumRoute(`${site.url}/psiquiatra?utm_source=x`)).toBe(OTHER_ROUTE);
    expect(rumRoute(undefined)).toBe(OTHER_ROUTE);
    const beacon = buildRumBeacon("/psiquiatra", "mobile", { lcp: 1, inp: 2, cls: 0, ttfb: 3 })!;
    expect(Object.keys(beacon).sort()).toEqual(["device", "route", ...rumMetricNames].sort());
    expect(rumEndpoint(site.leadEndpoint)).toBe(RUM_PATH);
    // What the relay keeps of it: the route and device labels and the values, nothing else.
    expect(parseRumBeacon({ ...beacon, ip: "203.0.113.1", userAgent: "x" })).toEqual({ ok: true, beacon });
    expect(speed).toContain(
      "ele envia essas medidas uma vez ao servidor da clínica, junto com o endereço da página, sem os parâmetros que vêm depois do “?” (um endereço que não é página do site conta apenas como “outro”), e se a tela é de celular ou de computador.",
    );
    // server/rum/routes.test.ts holds the server's side: no address, cookie or field kept, no access-log line.
    expect(speed).toContain(
      "não grava o seu endereço IP (usado só para limitar quantos envios chegam por minuto), nenhum cookie e nenhum outro dado do seu navegador",
    );
    expect(speed).toContain("sem nenhum pedido ao Google ou a outras empresas");
    expect(item(document, "dados-coletados", "Registros de acesso:")).toContain(
      "a cada acesso ao site (menos o envio das medidas de velocidade, abaixo)",
    );
    const basis = [...document.querySelectorAll("section#finalidades-e-bases-legais tr")]
      .map((row) => squash(row.textContent))
      .filter((row) => row.startsWith("Medidas de velocidade das páginas"));
    expect(basis).toHaveLength(1);
    expect(basis[0]).toContain("Legítimo interesse da clínica (art. 7º, IX)");
    // Prometheus counters live in the relay's memory (server/rum/metrics.ts): a restart zeroes them.
    expect(item(document, "prazos", "Medidas de velocidade:")).toContain(
      "nenhuma medida é guardada sozinha. Os contadores a que elas são somadas ficam na memória do servidor e recomeçam do zero quando ele reinicia",
    );
  });

  it("security: the server asks for HTTPS; an incident is reported to the person and the ANPD", () => {
    expect(securityHeaders["strict-transport-security"]).toMatch(/^max-age=[1-9]\d*/);
    const security = sectionText(document, "seguranca");
    expect(security).toContain("O servidor do site pede ao navegador que use sempre conexão criptografada (HTTPS)");
    expect(security).toContain(
      "comunicaremos o incidente a você e à ANPD em até 3 dias úteis (Resolução CD/ANPD nº 15/2024)",
    );
  });

  it("says who the controller and the encarregado are, in plain Portuguese", () => {
    expect(sectionText(document, "controlador")).toContain(
      `O controlador dos dados é a ${site.legal.legalName}, inscrita no CNPJ sob o nº ${site.legal.cnpj}`,
    );
    expect(squash(textOf(document, "section#encarregado > h2"))).toBe("Encarregado pelo tratamento de dados pessoais");
    expect(sectionText(document, "encarregado")).toContain(site.legal.dataProtectionOfficer.name);
    expect(squash(textOf(document, "main"))).not.toMatch(/\bDPO\b/);
  });
});

describe("cookies, as each build does them", () => {
  it("without a tag manager: no cookie, no Google, no banner to describe", () => {
    const text = squash(textOf(main.document, "main"));
    expect(sectionText(main.document, "cookies")).toContain(
      "Este site não grava cookies e não carrega ferramentas de medição do Google nem de outras empresas.",
    );
    expect(text).not.toMatch(/Google Tag Manager|Preferências de cookies|aviso de cookies oferece|anúncios/);
  });

  it("with one: marketing never allows personalised ads, as the consent rules grant", () => {
    for (const choice of [
      { analytics: true, marketing: true },
      { analytics: false, marketing: true },
    ])
      expect(consentSignals(choice).ad_personalization).toBe("denied");
    expect(signalsNeverGranted).toContain("ad_personalization");
    expect(sectionText(withTagManager.document, "cookies")).toContain(
      "Mesmo que você aceite, informamos ao Google que os seus dados não podem ser usados para anúncios personalizados",
    );
  });

  it("with one: withdrawing reloads the page, which stops the container (tests/e2e/consent.test.ts shows it)", () => {
    const now = new Date();
    const accepted = makeConsentChoice({ analytics: true, marketing: true }, now);
    const rejected = makeConsentChoice({ analytics: false, marketing: false }, now);
    expect(consentOnChoice(accepted, rejected, true)).toMatchObject({
      clearMeasurementCookies: true,
      reloadPage: true,
    });
    expect(sectionText(withTagManager.document, "cookies")).toContain(
      "Se retirar uma permissão, apagamos os cookies do Google gravados por este site e a página recarrega: as ferramentas do Google param na hora",
    );
  });

  it("with one: the stored choice is the consent version and date, as the consent script stores it", () => {
    expect(Object.keys(makeConsentChoice({ analytics: true, marketing: false }, new Date())).sort()).toEqual([
      "analytics",
      "date",
      "marketing",
      "version",
    ]);
    expect(item(withTagManager.document, "dados-coletados", "Sua escolha sobre cookies:")).toContain(
      "guardada apenas no seu aparelho, com a data em que você escolheu e a versão do aviso de cookies a que você respondeu",
    );
    expect(squash(textOf(withTagManager.document, "main"))).not.toMatch(/versão desta política/);
  });

  it("with one: what the site itself sends carries no query string; tools in the container may read the address", () => {
    const view = pageViewEvent(new URL("https://clinica.example/psiquiatra?utm_source=x&nome=Maria"), "Psiquiatra");
    expect(JSON.stringify(view)).not.toMatch(/utm_source|Maria|\?/);
    const cookies = sectionText(withTagManager.document, "cookies");
    expect(cookies).toContain(
      "O que o próprio site envia às ferramentas de medição (as páginas vistas, sem os parâmetros do endereço, os cliques nos botões de contato e o envio do formulário de agendamento, sem a página de onde ele foi enviado) nunca inclui o seu nome, o seu telefone nem os parâmetros do endereço da página.",
    );
    expect(cookies).toContain(
      "As ferramentas configuradas no Google Tag Manager, porém, podem ler o endereço da página que você está vendo, com os seus parâmetros.",
    );
  });
});
