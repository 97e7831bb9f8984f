/**
 * The pages docs/product.md#routes names, written out from the spec itself, never derived from the registry:
 * the unit and browser tests check the registry and the built site against these lists.
 */

/** The 13 specialty pages. */
export const specialtyPaths = [
  "/cardiologista",
  "/dermatologista",
  "/ginecologista",
  "/oftalmologista",
  "/psiquiatra",
  "/urologista",
  "/neurologista",
  "/endocrinologista",
  "/obstetra",
  "/psicologo",
  "/otorrinolaringologista",
  "/angiologista",
  "/clinico-geral",
];

/** The single-exam pages: "each has indications and three info cards". */
export const singleExamPaths = [
  "/ecg-eletrocardiograma",
  "/ecocardiograma",
  "/exame-ergometrico",
  "/exame-toxicologico",
  "/ultrassom-morfologico",
  "/ultrassom-arterial",
];

/** Every exam page: the families, surgical risk and the single exams. */
export const examPaths = [
  "/ultrassom",
  "/exames-laboratoriais",
  "/exames-imagem",
  "/risco-cirurgico",
  ...singleExamPaths,
];

/** The 26 routes of the spec. */
export const specPaths = ["/", "/especialidades", ...specialtyPaths, ...examPaths, "/indique-ja"];

/** Pages a Brazilian clinic's site must have beyond the first brief (docs/product.md#routes: CFM 2.336/2023, LGPD, consumer code). */
export const goLivePaths = [
  "/corpo-clinico",
  "/politica-de-privacidade",
  "/acessibilidade",
  "/condicoes-preco-baixo-garantido",
];
