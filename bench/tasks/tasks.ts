/**
 * Tasks 1–5 of the December 2026 UX review (../shared/reviews/ux-2026-12.md, "1. Tasks"), as a
 * patient on a phone does them, each timed at the moments the review timed ("milestones"). Each step
 * looks for what the page offers (a link in the page, else the menu; an answer where it shows, else
 * where the older pages had it), so a build before and after a change are walked alike. Task 6 of
 * the review (the header's "Agendar" tapped right after the heading shows) is no walk at a patient's
 * pace: tests/e2e/early-tap.test.ts asserts it and `npm run bench:interactions` times it.
 */
import type { Patient, Sought } from "./patient";
import { bookCardiologist } from "./book-cardiologist";

export interface Task {
  id: string;
  question: string;
  walk(patient: Patient): Promise<void>;
}

const cholesterol = /colesterol/i;
const faqHeading = "#perguntas-frequentes h2";
const openAnswer = "#perguntas-frequentes details[open] p";

/**
 * Fasting for cholesterol: the laboratory's first-screen lines (decision 051), else its "Preparo e
 * jejum" section (reached by the page's own link to it when one is on screen), else its FAQ, as the
 * review went. Seen only where a line names cholesterol.
 */
async function findCholesterolFasting(patient: Patient): Promise<void> {
  if (await patient.look([{ selector: '[data-testid="fasting-summary"] li', text: cholesterol }], 2)) {
    patient.milestone("cholesterol");
    return;
  }
  const toSection = 'main a[href="#preparo-e-jejum"]';
  const sectionHeading = "#preparo-e-jejum h2";
  if (await patient.look([toSection], 0)) {
    await patient.tap(toSection, false);
    // The link scrolls the page (smoothly, perhaps): she waits for the heading before flicking.
    if (!(await patient.watchFor("preparo", [sectionHeading], 3_000))) await patient.find("preparo", [sectionHeading]);
  } else {
    await patient.find("preparo", [sectionHeading]);
  }
  // The section's lines and table, read down to the FAQ; a table awaiting its doctor shows none.
  const inSection: Sought = { selector: "#preparo-e-jejum :is(li, td, th, p)", text: cholesterol };
  if ((await patient.look([inSection, faqHeading])) === inSection) {
    patient.milestone("cholesterol");
    return;
  }
  const question: Sought = { selector: "#perguntas-frequentes summary", text: /colesterol|jejum para/i };
  if (!(await patient.look([question]))) {
    patient.giveUp("cholesterol fasting");
    return;
  }
  await patient.tap(question, false);
  await patient.watchFor("FAQ answer", [openAnswer], 3_000);
  const answer = (await patient.read(openAnswer)) ?? "";
  if (cholesterol.test(answer)) patient.milestone("cholesterol");
  else {
    patient.giveUp("cholesterol fasting");
    patient.note(`FAQ: "${answer.slice(0, 90)}…"`);
  }
}

/** What the plans line or answer says about Unimed: named, excluded by a list or by "só particular", or only "ask us". */
function plansVerdict(text: string): string {
  if (/unimed/i.test(text)) return `Unimed named: "${text}"`;
  if (/pergunte|respondemos/i.test(text)) return `no plan named, only: "${text}"`;
  return `answered without Unimed: "${text}"`;
}

export const tasks: Task[] = [
  {
    id: "1",
    question: "Cardiologist: book it (from /: /cardiologista, the header's Agendar, name and phone, the confirmation)",
    walk: bookCardiologist,
  },
  {
    id: "2",
    question: "Fasting for cholesterol, and the price (from /, on /exames-laboratoriais)",
    async walk(patient) {
      await patient.arrive("/");
      await patient.goTo("/exames-laboratoriais");
      await patient.find("price", ['[data-testid="price-note"]']);
      await findCholesterolFasting(patient);
    },
  },
  {
    id: "3",
    question: "Open on Saturday afternoon, and where? (on /: the address, the week's hours, the Google Maps route)",
    async walk(patient) {
      await patient.arrive("/");
      await patient.find("address", ["#endereco-e-horarios address"]);
      await patient.find("hours", ['#endereco-e-horarios ul[aria-label="Horário de funcionamento"]']);
      await patient.find("maps", [
        { selector: "#endereco-e-horarios a", text: /google maps/i },
        { selector: "#como-chegar a", text: /google maps|maps/i },
      ]);
    },
  },
  {
    id: "4",
    question: "Chest pain on /cardiologista (arrived from a search: the urgent-advice box)",
    async walk(patient) {
      // The review timed the box from a cold load of the page itself (0 taps, "about 0.4 s after
      // the H1"): she looks at once, the red box being meant to be seen before anything is read.
      await patient.arrive("/cardiologista", { read: false });
      await patient.find("red box", ['[data-testid="urgent-advice"]']);
    },
  },
  {
    id: "5",
    question: "Does it take Unimed? (from /: the plans line, else the FAQ's question on convênio)",
    async walk(patient) {
      await patient.arrive("/");
      // On a phone the home page answers in its FAQ (the "Convênios" card is for wider screens); a
      // build with a "Valores e convênios" line on / answers there.
      const plansLine: Sought = { selector: '[data-testid="price-note"] :is(p, span)', text: /convênio/i };
      const question: Sought = { selector: "#perguntas-frequentes summary", text: /convênio|plano/i };
      const seen = await patient.look([plansLine, question]);
      if (seen === plansLine) {
        patient.milestone("plans line");
        patient.note(plansVerdict((await patient.read(plansLine)) ?? ""));
        return;
      }
      if (!seen) {
        patient.giveUp("plans");
        return;
      }
      await patient.tap(question, false);
      if (!(await patient.watchFor("FAQ answer", [openAnswer], 3_000))) {
        patient.giveUp("plans");
        return;
      }
      const verdict = plansVerdict((await patient.read(openAnswer)) ?? "");
      patient.note(verdict);
      if (verdict.startsWith("no plan")) patient.tally.missing.push("a named plan");
    },
  },
];
