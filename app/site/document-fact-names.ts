/**
 * The facts a document (privacy policy, accessibility statement, offer conditions) may name in its
 * text, each kept once in the code that acts on it: the editor offers them by these labels
 * (cms/documents.ts, "Inserir dado do site"), and app/site/document-facts.ts gives each its
 * value, so a fact named here without a value does not compile.
 */
export const documentFactLabels = {
  "nome-da-clinica": "Nome da clínica",
  "razao-social": "Razão social",
  cnpj: "CNPJ",
  "endereco-completo": "Endereço completo, com CEP",
  "nome-do-encarregado": "Nome do encarregado de dados (LGPD)",
  "campos-do-registro-de-acesso": "O que o registro de acesso anota (lista em palavras)",
  "paginas-que-revelam-saude": "Páginas cujo endereço revela algo da saúde (lista)",
  "prazo-dos-contatos": "Por quanto tempo o servidor guarda um contato (ex.: 90 dias)",
  "aviso-de-contato-nao-entregue": "Quantos dias antes de apagar um contato não entregue a equipe é avisada",
  "prazo-das-copias-de-seguranca": "Por quanto tempo as cópias de segurança são guardadas",
  "prazo-do-contato-no-aparelho": "Por quanto tempo um contato não enviado fica no aparelho",
  "prazo-dos-registros-de-acesso": "Por quanto tempo os registros de acesso são guardados (IP, data e hora)",
  "prazo-do-endereco-nos-registros-de-acesso": "Por quanto tempo os registros de acesso guardam o endereço da página",
  "prazo-do-registro-de-funcionamento": "Por quanto tempo o registro de funcionamento do servidor é guardado",
  "parametros-de-campanha": "Os parâmetros de campanha que um contato leva (lista)",
  "medidas-de-velocidade": "O que a medição de velocidade das páginas mede (lista em palavras)",
} as const;

export type DocumentFactName = keyof typeof documentFactLabels;
