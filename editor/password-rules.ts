/**
 * Which passwords the editor refuses, and why, in Portuguese: fewer than 10 characters, or one a
 * well-kept strength estimator (zxcvbn-ts, its common passwords, words and keyboard patterns, plus
 * a few Portuguese words a clinic's staff would reach for) scores below 3 of 4 — about 10^8
 * guesses, which at the editor's login limits and scrypt hashing is out of reach. The person's
 * own e-mail and name count as words too. Loaded only when a password is set (`npm run editors`):
 * its dictionaries take half a second, which the service's start must not wait for.
 */
import { ZxcvbnFactory, type Match, type ZxcvbnResult } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";

export const minPasswordLength = 10;
export const minScore = 3;

/** Words a password for this clinic's editor would be guessed from first. */
const localWords = [
  "senha",
  "senhas",
  "clinica",
  "barreiro",
  "medico",
  "medica",
  "consulta",
  "exame",
  "saude",
  "editor",
  "recepcao",
  "cardiologia",
  "cardiologista",
  "belohorizonte",
  "brasil",
  "mudar",
  "trocar",
  "entrar",
  "acesso",
  "admin",
];

let estimator: ZxcvbnFactory | undefined;
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, clinica: localWords },
    graphs: common.adjacencyGraphs,
  }));

/** The estimator's warnings, in the staff's words. */
const warnings: Record<string, string> = {
  straightRow: "é uma sequência de teclas vizinhas do teclado",
  keyPattern: "segue um desenho no teclado",
  simpleRepeat: "repete o mesmo caractere",
  extendedRepeat: "repete o mesmo trecho",
  sequences: "é uma sequência (como abcdef ou 123456)",
  recentYears: "usa um ano recente",
  dates: "usa uma data",
  topTen: "é uma das senhas mais usadas do mundo",
  topHundred: "é uma das senhas mais usadas do mundo",
  common: "é uma senha muito comum",
  similarToCommon: "é parecida com uma senha muito comum",
  wordByItself: "é uma palavra comum sozinha",
  namesByThemselves: "é um nome sozinho",
  commonNames: "usa um nome comum",
  userInputs: "usa o e-mail ou o nome da pessoa",
};

/** When the estimator gives no warning, the main reason read from what it matched. */
function reasonFromMatches(result: ZxcvbnResult): string {
  const patterns = new Set(result.sequence.map((match: Match) => match.pattern));
  const dictionaryNames = new Set(result.sequence.map((match: Match) => String(match.dictionaryName ?? "")));
  if (dictionaryNames.has("userInputs")) return warnings.userInputs!;
  if (patterns.has("dictionary")) return "é feita de uma palavra ou senha comum com poucos acréscimos";
  if (patterns.has("repeat")) return warnings.simpleRepeat!;
  if (patterns.has("sequence")) return warnings.sequences!;
  if (patterns.has("spatial")) return warnings.keyPattern!;
  if (patterns.has("date") || patterns.has("regex")) return warnings.dates!;
  return "é curta ou previsível demais";
}

/** Why the password is refused, in one Portuguese sentence, or undefined when it is strong enough. */
export function passwordProblem(password: string, personal: string[] = []): string | undefined {
  if (password.length < minPasswordLength) return `A senha precisa ter pelo menos ${minPasswordLength} caracteres.`;
  // The e-mail's name and domain, and each part of the person's name, apart and run together.
  const hints = personal
    .flatMap((text) => {
      const lower = text.toLowerCase();
      return [lower, lower.replace(/[^\p{L}\p{N}]+/gu, ""), ...lower.split(/[^\p{L}\p{N}]+/u)];
    })
    .filter(Boolean);
  const result = zxcvbn().check(password, hints);
  if (result.score >= minScore) return undefined;
  const reason = (result.feedback.warning && warnings[result.feedback.warning]) || reasonFromMatches(result);
  return `Senha fraca demais: ${reason}. Use uma frase de quatro ou mais palavras sem relação entre si, separadas por hífens.`;
}
