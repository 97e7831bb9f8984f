import { clinicalStaffList } from "../clinical-staff";
import type { CareTeamContent } from "../types";

export const content: CareTeamContent = {
  meta: {
    title: "Corpo Clínico – Médicos e Psicólogos",
    description:
      "Conheça os médicos e psicólogos da Clínica Médica Barreiro, em Belo Horizonte, com os registros no CRM-MG e no CRP e as especialidades com RQE.",
    keywords: ["corpo clínico", "médicos barreiro", "CRM-MG", "RQE", "clínica médica barreiro"],
  },
  mainEntity: { type: "MedicalWebPage", name: "Corpo Clínico" },
  hero: {
    title: "Corpo Clínico",
    tagline:
      "Os profissionais que atendem você na clínica, com os seus registros profissionais e as especialidades em que são titulados.",
  },
  staff: clinicalStaffList,
  notes: [
    "Cada médico é identificado pelo número de inscrição no Conselho Regional de Medicina de Minas Gerais (CRM-MG) e, em cada especialidade, pelo Registro de Qualificação de Especialista (RQE). “Não especialista” indica um médico sem RQE em nenhuma especialidade. Psicólogos são identificados pelo registro no Conselho Regional de Psicologia (CRP).",
    "Você pode conferir qualquer registro nos sites do Conselho Federal de Medicina e do Conselho Federal de Psicologia.",
  ],
};
