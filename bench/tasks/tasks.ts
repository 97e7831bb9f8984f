/**
 * The three questions of issue 28, as a patient on a phone answers them from the home page. Each
 * step looks for what the page offers (the same paths on any build: a build without the home
 * page's index goes by the menu), so a build before and after a change are walked alike.
 */
import type { Patient } from "./patient";

export interface Task {
  id: string;
  question: string;
  walk(patient: Patient): Promise<void>;
}

export const tasks: Task[] = [
  {
    id: "a",
    question: "Do you have a cardiologist, and how do I book?",
    async walk(patient) {
      await patient.arrive("/");
      await patient.goTo("/cardiologista");
      // When not to wait, seen before booking: the header's "Agendar" is on screen all along.
      await patient.find("urgent advice", ['[data-testid="urgent-advice"]']);
      await patient.find("booking trigger", ['header a[data-lead-trigger=""]']);
    },
  },
  {
    id: "b",
    question: "What fasting for glucose and cholesterol, and what does it cost?",
    async walk(patient) {
      await patient.arrive("/");
      await patient.goTo("/exames-laboratoriais");
      await patient.find("cost", ['[data-testid="price-note"]']);
      // The first screens' answers (decision 051), whether or not the table is confirmed; a build
      // without them sends her on to the section.
      if (await patient.look(['[data-testid="fasting-summary"] li'], 0)) {
        await patient.find("fasting", ['[data-testid="fasting-summary"] li']);
        return;
      }
      const preparation = '[data-placement="hero"] a[href="#preparo-e-jejum"]';
      if (await patient.look([preparation], 0)) await patient.tap(preparation, false);
      // The answers, else the table, else the notice that stands in for it until its doctor confirms it.
      const pending = '#preparo-e-jejum [data-testid="table-pending"]';
      const seen = await patient.find("fasting", ['[data-testid="table-answers"]', "#preparo-e-jejum table", pending]);
      if (seen === pending) patient.tally.missing.push("fasting (only the notice: table not yet confirmed)");
    },
  },
  {
    id: "c",
    question: "Where is it, and is it open on Saturday afternoon?",
    async walk(patient) {
      await patient.arrive("/");
      await patient.find("address", ["#endereco-e-horarios address"]);
      await patient.find("Saturday's hours", ['#endereco-e-horarios ul[aria-label="Horário de funcionamento"]']);
    },
  },
];
