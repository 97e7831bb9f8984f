import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ExamResultsLink } from "./exam-results-link";

describe("the exam results link", () => {
  it("is nothing at all while the clinic has given no address", () => {
    expect(renderToStaticMarkup(<ExamResultsLink url="" className="x" />)).toBe("");
  });

  it("opens the address the clinic gave in a new tab, and says so", () => {
    expect(renderToStaticMarkup(<ExamResultsLink url="https://resultados.exemplo.com.br/laudos" />)).toBe(
      '<a href="https://resultados.exemplo.com.br/laudos" target="_blank" rel="noopener noreferrer" data-testid="exam-results-link">' +
        'Resultados de exames<span class="sr-only"> (abre em nova aba)</span></a>',
    );
  });
});
