/**
 * What Keystatic refused to save, said at the top of the screen: after Salvar or Criar with a
 * field to correct, Keystatic only colours the field and writes its message under it, often
 * below the fold (../shared/reviews/editor-2026-12.md, P8). Keystatic calls the hook of
 * editor/keystatic-screens.ts when it refuses; a summary then opens at the top of the form (as
 * the GOV.UK error summary does), is scrolled into view and takes the focus, lists each field with
 * its message (a button takes her to the field), and goes away by itself once nothing is left to
 * correct.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { validationFailedHook } from "../keystatic-screens.ts";
import { fieldsToCorrect, type FieldToCorrect } from "./fields-to-correct.ts";
import { summaryPlace } from "./summary-place.ts";

// The global the patched Keystatic code calls (editor/keystatic-screens.ts).
declare global {
  var __editorValidationFailed: (() => void) | undefined;
}

/** After Keystatic's re-render with its messages: two frames (the state update, then the paint). */
const afterRender = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));

export function SaveErrors() {
  const [fields, setFields] = useState<FieldToCorrect[]>([]);
  const [place, setPlace] = useState<HTMLElement | null>(null);
  // Bumped at each refused save: the summary is scrolled to and focused again, even if unchanged.
  const [refusals, setRefusals] = useState(0);
  const summary = useRef<HTMLElement>(null);
  const heading = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    globalThis[validationFailedHook] = () =>
      afterRender(() => {
        const found = fieldsToCorrect(document);
        if (found.length === 0) return;
        setPlace(summaryPlace(found[0]!.element));
        setFields(found);
        setRefusals((count) => count + 1);
      });
    return () => {
      globalThis[validationFailedHook] = undefined;
    };
  }, []);

  useEffect(() => {
    if (refusals === 0 || !summary.current || !heading.current) return;
    summary.current.scrollIntoView({ block: "start" });
    heading.current.focus({ preventScroll: true });
  }, [refusals]);

  // Gone with its summary, so that Keystatic's next screen has no trace of it.
  useEffect(() => {
    if (fields.length === 0 && place) {
      place.remove();
      setPlace(null);
    }
  }, [fields.length, place]);

  // While the box is shown, each change she makes may have corrected a field: count again.
  useEffect(() => {
    if (fields.length === 0) return;
    const recount = () => afterRender(() => setFields(fieldsToCorrect(document)));
    document.addEventListener("input", recount, true);
    document.addEventListener("change", recount, true);
    document.addEventListener("click", recount, true);
    return () => {
      document.removeEventListener("input", recount, true);
      document.removeEventListener("change", recount, true);
      document.removeEventListener("click", recount, true);
    };
  }, [fields.length]);

  const goTo = useCallback((field: FieldToCorrect) => {
    field.element.scrollIntoView({ block: "center" });
    field.element.focus({ preventScroll: true });
  }, []);

  if (fields.length === 0 || !place) return null;
  return createPortal(
    <section ref={summary} role="alert" aria-labelledby="erros-ao-salvar" style={box}>
      <p id="erros-ao-salvar" ref={heading} tabIndex={-1} style={title}>
        {fields.length === 1 ? "Não foi salvo: corrija 1 campo." : `Não foi salvo: corrija ${fields.length} campos.`}
      </p>
      <ul style={list}>
        {fields.map((field, index) => (
          <li key={index}>
            <button type="button" style={link} onClick={() => goTo(field)}>
              {field.label}
            </button>
            {field.message ? `: ${field.message}` : null}
          </li>
        ))}
      </ul>
      <button type="button" style={close} onClick={() => setFields([])}>
        Fechar
      </button>
    </section>,
    place,
  );
}

const box: React.CSSProperties = {
  scrollMarginTop: "1rem",
  padding: "0.75rem 1rem",
  borderRadius: "0.4rem",
  border: "2px solid #b3261e",
  background: "#fff5f4",
  color: "#3b0b08",
  font: "1rem/1.4 system-ui, sans-serif",
};
const title: React.CSSProperties = { margin: "0 0 0.4rem", fontWeight: 700 };
const list: React.CSSProperties = { margin: "0 0 0.5rem", paddingLeft: "1.2rem" };
const link: React.CSSProperties = {
  padding: 0,
  border: 0,
  background: "none",
  color: "#7a1410",
  font: "inherit",
  fontWeight: 600,
  textDecoration: "underline",
  cursor: "pointer",
};
const close: React.CSSProperties = {
  padding: "0.35rem 0.8rem",
  borderRadius: "0.3rem",
  border: "1px solid #7a1410",
  background: "#fff",
  color: "#7a1410",
  font: "inherit",
  cursor: "pointer",
};
