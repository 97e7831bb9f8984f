/**
 * Task 1 of the December 2026 UX review, "Cardiologist: book it": from the home page to
 * /cardiologista, the header's "Agendar", a name and a mobile number with its DDD typed at the
 * review's pace, "Entrar em contato", and the confirmation "Recebemos seu pedido". Timed as the
 * review timed it: the page showing, the dialog open, the send, the confirmation seen.
 *
 * The lead goes to the bench's own server, into a store of its own (bench/tasks.ts); a tab the send
 * opens to the chat reaches a local stand-in (bench/interactions/slow-phone.ts); that tab comes in
 * front, so she glances at it and taps back to the clinic's page (one tap more than the review
 * counted) before the confirmation can be seen. A demonstration with WhatsApp off (decision 059)
 * opens none and says so in the confirmation: either is noted.
 */
import type { Patient, Sought } from "./patient";

/** What she types: 14 + 11 characters, the review's 25. A Belo Horizonte mobile, with its DDD. */
export const typedLead = { name: "Maria Teste UX", phone: "31987654321" };

const dialogShown: Sought[] = ['[data-testid="lead-dialog"] h2', '[aria-modal="true"] h2'];
/** In the dialog itself (decision 050), or in the 10 s toast of the builds before it (its title, a div). */
const confirmationShown: Sought[] = [
  { selector: 'h2, h3, p, strong, [data-slot="toast-title"]', text: /^\s*Recebemos seu pedido\s*$/ },
];
/** How long she waits for what a tap should show before she gives up on it; a chat tab opens within the tap or not at all. */
const patienceMs = { dialog: 10_000, chatTab: 1_000, confirmation: 20_000 };

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
  if (!(await seeConfirmation(patient, tabsBefore))) {
    patient.giveUp("confirmation");
    const error = await patient.read('[data-testid="lead-dialog"] [id$="-error"]');
    if (error) patient.note(`the form said: "${error}"`);
  }
  if (patient.openedTabs > tabsBefore) return;
  const whatsAppOff = await patient.read('[data-testid="lead-confirmation-whatsapp-off"]');
  patient.note(whatsAppOff ? `no tab opened; the confirmation says: "${whatsAppOff}"` : "the send opened no tab");
}

/**
 * The confirmation, as she sees it: the chat a send opens (within the tap, or not at all) comes in
 * front of the clinic's page, so she looks at it and comes back first; without one, it is on her
 * screen as soon as it shows.
 */
async function seeConfirmation(patient: Patient, tabsBefore: number): Promise<boolean> {
  const until = Date.now() + patienceMs.chatTab;
  while (patient.openedTabs === tabsBefore && Date.now() < until)
    if (await patient.watchFor("confirmed", confirmationShown, 0)) return true;
  if (patient.openedTabs > tabsBefore) {
    patient.note("the send opened the chat in a new tab; she came back to the clinic's page");
    await patient.comeBack();
  }
  return (await patient.watchFor("confirmed", confirmationShown, patienceMs.confirmation)) !== null;
}
