/**
 * Task 1 of the December 2026 UX review, "Cardiologist: book it": from the home page to
 * /cardiologista, the header's "Agendar", a name and a mobile number with its DDD typed at the
 * review's pace, "Entrar em contato", and the confirmation "Recebemos seu pedido". Timed as the
 * review timed it: the page showing, the dialog open, the send, the confirmation seen.
 *
 * The lead goes to the bench's own server, into a store of its own (bench/tasks.ts); a tab the send
 * opens to the chat reaches a local stand-in (bench/interactions/slow-phone.ts). A demonstration
 * with WhatsApp off (decision 059) opens none and says so in the confirmation: both are noted.
 */
import type { Patient, Sought } from "./patient";

/** What she types: 14 + 11 characters, the review's 25. A Belo Horizonte mobile, with its DDD. */
export const typedLead = { name: "Maria Teste UX", phone: "31987654321" };

const dialogShown: Sought[] = ['[data-testid="lead-dialog"] h2', '[aria-modal="true"] h2'];
/** In the dialog itself (decision 050), or in the toast of the builds before it. */
const confirmationShown: Sought[] = [
  '[data-testid="lead-confirmation"] h3',
  { selector: "h2, h3, p, strong", text: /Recebemos seu pedido/ },
];
/** How long she waits for what a tap should show before she gives up on it. */
const patienceMs = { dialog: 10_000, confirmation: 20_000 };

async function noteWhatTheSendDid(patient: Patient, tabsBefore: number): Promise<void> {
  const tabs = patient.openedTabs - tabsBefore;
  patient.note(tabs > 0 ? `the send opened ${tabs} tab(s)` : "the send opened no tab");
  const whatsAppOff = await patient.read('[data-testid="lead-confirmation-whatsapp-off"]');
  if (whatsAppOff) patient.note(`the confirmation says: "${whatsAppOff}"`);
}

export async function bookCardiologist(patient: Patient): Promise<void> {
  await patient.arrive("/");
  await patient.goTo("/cardiologista", "page");
  await patient.tap("header a[data-lead-trigger]", false);
  if (!(await patient.watchFor("dialog", dialogShown, patienceMs.dialog))) {
    patient.giveUp("dialog");
    if (patient.openedTabs > 0) patient.note("the tap on Agendar opened a tab instead of the dialog");
    return;
  }
  await patient.type("#lead-name", typedLead.name);
  await patient.type("#lead-phone", typedLead.phone);
  const tabsBefore = patient.openedTabs;
  await patient.tap('[data-testid="lead-submit"]', false);
  patient.milestone("sent");
  if (await patient.watchFor("confirmed", confirmationShown, patienceMs.confirmation)) {
    await noteWhatTheSendDid(patient, tabsBefore);
    return;
  }
  patient.giveUp("confirmation");
  const error = await patient.read('[data-testid="lead-dialog"] [id$="-error"]');
  if (error) patient.note(`the form said: "${error}"`);
  await noteWhatTheSendDid(patient, tabsBefore);
}
