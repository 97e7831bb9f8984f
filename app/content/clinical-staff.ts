/**
 * The clinic's doctors and psychologists, as /corpo-clinico lists them and each specialty page
 * links to them. CFM Resolution 2.336/2023: a doctor is announced with name, CRM and, for a
 * specialty, its RQE; a specialty page must not be published without a doctor holding that RQE.
 *
 * Every specialty the site announces (a specialty page, a card of the home page or of
 * /especialidades) needs a doctor here holding its RQE, or the build stops
 * (app/lib/announced-specialties.ts, run by the prerender).
 *
 * `gender` is the only gendered fact kept about a person: "Dr./Dra.", "médico/médica",
 * "psicólogo/psicóloga" and the technical director's role are derived from it (app/lib/professionals.ts).
 *
 * PLACEHOLDERS — every entry below is an example standing in for the clinic's real team. The
 * clinic replaces them (and the review stamps that point to them) before going live.
 */
import type { Doctor, Professional } from "./types";

/**
 * The clinic's technical director (CFM Resolution 2.336/2023): named, with role, CRM-MG and RQE, in
 * every page's footer (rendered at build time only, so the roster adds nothing to a page's scripts).
 */
export const technicalDirector: Doctor = {
  id: "direcao-tecnica",
  profession: "medicina",
  name: "Nome da Diretora Técnica", // PLACEHOLDER
  gender: "feminino", // PLACEHOLDER
  crm: "CRM-MG nº 00000", // PLACEHOLDER
  specialties: [{ specialty: "Clínica Médica", rqe: "RQE nº 00000" }], // PLACEHOLDER
};

export const clinicalStaff = {
  direcaoTecnica: technicalDirector,
  angiologia: {
    id: "angiologia",
    profession: "medicina",
    name: "Nome do Angiologista", // PLACEHOLDER
    gender: "masculino",
    crm: "CRM-MG nº 00001", // PLACEHOLDER
    specialties: [{ specialty: "Angiologia", rqe: "RQE nº 00001" }], // PLACEHOLDER
  },
  cardiologia: {
    id: "cardiologia",
    profession: "medicina",
    name: "Nome da Cardiologista", // PLACEHOLDER
    gender: "feminino",
    crm: "CRM-MG nº 00002", // PLACEHOLDER
    specialties: [{ specialty: "Cardiologia", rqe: "RQE nº 00002" }], // PLACEHOLDER
  },
  cirurgiaGeral: {
    id: "cirurgia-geral",
    profession: "medicina",
    name: "Nome da Cirurgiã Geral", // PLACEHOLDER
    gender: "feminino",
    crm: "CRM-MG nº 00015", // PLACEHOLDER
    specialties: [{ specialty: "Cirurgia Geral", rqe: "RQE nº 00015" }], // PLACEHOLDER
  },
  clinicaMedica: {
    id: "clinica-medica",
    profession: "medicina",
    name: "Nome do Clínico", // PLACEHOLDER
    gender: "masculino",
    crm: "CRM-MG nº 00003", // PLACEHOLDER
    specialties: [{ specialty: "Clínica Médica", rqe: "RQE nº 00003" }], // PLACEHOLDER
  },
  dermatologia: {
    id: "dermatologia",
    profession: "medicina",
    name: "Nome da Dermatologista", // PLACEHOLDER
    gender: "feminino",
    crm: "CRM-MG nº 00004", // PLACEHOLDER
    specialties: [{ specialty: "Dermatologia", rqe: "RQE nº 00004" }], // PLACEHOLDER
  },
  endocrinologia: {
    id: "endocrinologia",
    profession: "medicina",
    name: "Nome do Endocrinologista", // PLACEHOLDER
    gender: "masculino",
    crm: "CRM-MG nº 00005", // PLACEHOLDER
    specialties: [{ specialty: "Endocrinologia e Metabologia", rqe: "RQE nº 00005" }], // PLACEHOLDER
  },
  gastroenterologia: {
    id: "gastroenterologia",
    profession: "medicina",
    name: "Nome do Gastroenterologista", // PLACEHOLDER
    gender: "masculino",
    crm: "CRM-MG nº 00016", // PLACEHOLDER
    specialties: [{ specialty: "Gastroenterologia", rqe: "RQE nº 00016" }], // PLACEHOLDER
  },
  ginecologiaObstetricia: {
    id: "ginecologia-obstetricia",
    profession: "medicina",
    name: "Nome da Ginecologista e Obstetra", // PLACEHOLDER
    gender: "feminino",
    crm: "CRM-MG nº 00006", // PLACEHOLDER
    specialties: [{ specialty: "Ginecologia e Obstetrícia", rqe: "RQE nº 00006" }], // PLACEHOLDER
  },
  neurologia: {
    id: "neurologia",
    profession: "medicina",
    name: "Nome do Neurologista", // PLACEHOLDER
    gender: "masculino",
    crm: "CRM-MG nº 00007", // PLACEHOLDER
    specialties: [{ specialty: "Neurologia", rqe: "RQE nº 00007" }], // PLACEHOLDER
  },
  oftalmologia: {
    id: "oftalmologia",
    profession: "medicina",
    name: "Nome da Oftalmologista", // PLACEHOLDER
    gender: "feminino",
    crm: "CRM-MG nº 00008", // PLACEHOLDER
    specialties: [{ specialty: "Oftalmologia", rqe: "RQE nº 00008" }], // PLACEHOLDER
  },
  otorrinolaringologia: {
    id: "otorrinolaringologia",
    profession: "medicina",
    name: "Nome do Otorrinolaringologista", // PLACEHOLDER
    gender: "masculino",
    crm: "CRM-MG nº 00009", // PLACEHOLDER
    specialties: [{ specialty: "Otorrinolaringologia", rqe: "RQE nº 00009" }], // PLACEHOLDER
  },
  psiquiatria: {
    id: "psiquiatria",
    profession: "medicina",
    name: "Nome da Psiquiatra", // PLACEHOLDER
    gender: "feminino",
    crm: "CRM-MG nº 00010", // PLACEHOLDER
    specialties: [{ specialty: "Psiquiatria", rqe: "RQE nº 00010" }], // PLACEHOLDER
  },
  urologia: {
    id: "urologia",
    profession: "medicina",
    name: "Nome do Urologista", // PLACEHOLDER
    gender: "masculino",
    crm: "CRM-MG nº 00011", // PLACEHOLDER
    specialties: [{ specialty: "Urologia", rqe: "RQE nº 00011" }], // PLACEHOLDER
  },
  clinicoNaoEspecialista: {
    id: "clinico-nao-especialista",
    profession: "medicina",
    name: "Nome da Médica Generalista", // PLACEHOLDER
    gender: "feminino",
    crm: "CRM-MG nº 00012", // PLACEHOLDER
    specialties: [],
  },
  patologiaClinica: {
    id: "patologia-clinica",
    profession: "medicina",
    name: "Nome da Responsável pelo Laboratório", // PLACEHOLDER
    gender: "feminino",
    crm: "CRM-MG nº 00013", // PLACEHOLDER
    specialties: [{ specialty: "Patologia Clínica/Medicina Laboratorial", rqe: "RQE nº 00013" }], // PLACEHOLDER
  },
  radiologia: {
    id: "radiologia",
    profession: "medicina",
    name: "Nome do Radiologista", // PLACEHOLDER
    gender: "masculino",
    crm: "CRM-MG nº 00014", // PLACEHOLDER
    specialties: [{ specialty: "Radiologia e Diagnóstico por Imagem", rqe: "RQE nº 00014" }], // PLACEHOLDER
  },
  psicologia: {
    id: "psicologia",
    profession: "psicologia",
    name: "Nome da Psicóloga", // PLACEHOLDER
    gender: "feminino",
    crp: "CRP 04/00001", // PLACEHOLDER
  },
} satisfies Record<string, Professional>;

/** The corpo clínico in the order /corpo-clinico shows it. */
export const clinicalStaffList: readonly Professional[] = Object.values(clinicalStaff);
