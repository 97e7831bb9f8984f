/**
 * The consent banner's behaviour, written inline into <head> when a tag manager is configured,
 * so it runs before anything else on the page and works before any other script, like the menus:
 * Consent Mode's default (all denied) is the data layer's first entry, a stored choice is
 * applied at once, and the tag-manager container is requested only once analytics or marketing
 * is granted. The banner's markup is prerendered in the page (./consent-banner.tsx); this
 * script shows it (<html data-consent="ask">), answers its buttons and the footer's
 * "Preferências de cookies" through one delegated listener, and stores the choice on the device.
 * A withdrawal while the container runs reloads the page, the only way to stop it. The rules
 * themselves are ./rules.ts, unit-tested (docs/decisions/019, 026).
 *
 * An inline script (app/inline/README.md): compiled on its own, with the pure rules bundled in.
 * The same text serves every container: app/root.tsx gives the id and the loader URL as the
 * script element's data-container-id and data-container-url.
 */
import {
  consentOnChoice,
  consentOnPageStart,
  consentStorageKey,
  makeConsentChoice,
  measurementCookieExpiries,
  readConsentChoice,
  serializeConsentChoice,
  type ConsentChoice,
  type ConsentStep,
} from "./rules";

interface ConsentScriptConfig {
  containerId: string;
  /** The tag manager's loader URL; `?id=<containerId>` is appended. */
  containerUrl: string;
}

function installConsent(doc: Document, config: ConsentScriptConfig): void {
  const win = doc.defaultView!;
  const root = doc.documentElement;
  const dataLayer = (win.dataLayer = win.dataLayer ?? []);
  // Google's tags read gtag() commands only as an Arguments object, never as an array.
  function gtag(..._command: unknown[]) {
    // eslint-disable-next-line prefer-rest-params -- see above: the Arguments object itself must be pushed
    dataLayer.push(arguments);
  }

  let stored: ConsentChoice | null = null;
  try {
    stored = readConsentChoice(win.localStorage.getItem(consentStorageKey));
  } catch {
    // Storage blocked (private mode, settings): no stored choice, so the visitor is asked.
  }
  let containerLoaded = false;
  let returnFocusTo: HTMLElement | null = null;

  const apply = (step: ConsentStep) => {
    for (const command of step.commands) gtag(...command);
    if (step.clearMeasurementCookies)
      for (const expiry of measurementCookieExpiries(doc.cookie, win.location.hostname)) doc.cookie = expiry;
    if (step.loadContainer && !containerLoaded) {
      containerLoaded = true;
      dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
      const script = doc.createElement("script");
      script.async = true;
      script.src = `${config.containerUrl}?id=${encodeURIComponent(config.containerId)}`;
      doc.head.appendChild(script);
    }
    if (step.askVisitor) root.setAttribute("data-consent", "ask");
    // The choice is already stored: the new page applies it, with the container only if still granted.
    if (step.reloadPage) win.location.reload();
  };
  apply(consentOnPageStart(stored));

  const options = () => doc.querySelector<HTMLDialogElement>("dialog[data-consent-options]");
  const purposeBox = (name: "analytics" | "marketing") =>
    doc.querySelector<HTMLInputElement>(`[data-consent-purpose="${name}"]`);
  // "Configurar" is a sheet over the whole screen (a modal <dialog>, ./consent-banner.tsx): the
  // browser makes the page behind it inert, and Escape closes it as "Voltar" does.
  const openOptions = () => {
    const sheet = options();
    if (!sheet) return;
    // The boxes show the choice in force; nothing is ticked before the visitor ticks it.
    for (const name of ["analytics", "marketing"] as const) {
      const box = purposeBox(name);
      if (box) box.checked = Boolean(stored?.[name]);
    }
    if (!sheet.open) sheet.showModal();
    doc.getElementById("consent-options-heading")?.focus();
  };
  const closeOptions = () => {
    const sheet = options();
    if (sheet?.open) sheet.close();
  };
  // Closed without saving ("Voltar", Escape): back to the banner's "Configurar". The sheet is
  // parsed after this script runs, and "close" does not bubble: caught on its way down.
  doc.addEventListener(
    "close",
    (event) => {
      if (event.target !== options() || root.getAttribute("data-consent") !== "ask") return;
      doc.querySelector<HTMLElement>('[data-consent-action="configure"]')?.focus();
    },
    true,
  );

  const choose = (granted: { analytics: boolean; marketing: boolean }) => {
    const next = makeConsentChoice(granted, new Date());
    try {
      win.localStorage.setItem(consentStorageKey, serializeConsentChoice(next));
    } catch {
      // Storage blocked: the choice holds for this page, and the banner asks again next time.
    }
    apply(consentOnChoice(stored, next, containerLoaded));
    stored = next;
    root.removeAttribute("data-consent");
    closeOptions();
    returnFocusTo?.focus();
    returnFocusTo = null;
  };

  // Focus never hidden by the banner (WCAG 2.2, 2.4.11): once the browser has scrolled a newly
  // focused element into view (it takes no account of the banner), before that frame is painted,
  // the page moves up by what the banner covers of it. The banner is read whole, with no scroll
  // of its own, and its sheet is a modal over the page: neither has anything to move.
  doc.addEventListener("focusin", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || root.getAttribute("data-consent") !== "ask") return;
    win.requestAnimationFrame(() => {
      const host = doc.querySelector("[data-consent-host]");
      if (!host || doc.activeElement !== target || host.contains(target)) return;
      const overlap = target.getBoundingClientRect().bottom - host.getBoundingClientRect().top;
      if (overlap > 0) win.scrollBy(0, overlap + 8);
    });
  });

  doc.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const opener = target?.closest<HTMLElement>("[data-consent-open]");
    if (opener) {
      returnFocusTo = opener;
      closeOptions();
      root.setAttribute("data-consent", "ask");
      doc.getElementById("consent-heading")?.focus();
      return;
    }
    switch (target?.closest("[data-consent-action]")?.getAttribute("data-consent-action")) {
      case "accept":
        return choose({ analytics: true, marketing: true });
      case "reject":
        return choose({ analytics: false, marketing: false });
      case "configure":
        return openOptions();
      case "back":
        return closeOptions();
      case "save":
        return choose({
          analytics: Boolean(purposeBox("analytics")?.checked),
          marketing: Boolean(purposeBox("marketing")?.checked),
        });
    }
  });
}

const ownScript = document.currentScript;
const containerId = ownScript?.dataset.containerId;
const containerUrl = ownScript?.dataset.containerUrl;
if (containerId && containerUrl) installConsent(document, { containerId, containerUrl });
