/** The example people of the professionals' and announced specialties' tests. Test-only. */
import type { Doctor, Professional } from "#app/site/types.ts";

/** A cardiologist who also holds an RQE in Clínica Médica. */
export const cardiologist: Doctor = {
  id: "ana",
  profession: "medicina",
  name: "Ana Souza",
  gender: "feminino",
  crm: "CRM-MG nº 12345",
  specialties: [
    { specialty: "Cardiologia", rqe: "RQE nº 111" },
    { specialty: "Clínica Médica", rqe: "RQE nº 222" },
  ],
};

/** A doctor with no RQE: "Não especialista". */
export const generalist: Doctor = {
  id: "joao",
  profession: "medicina",
  name: "João Lima",
  gender: "masculino",
  crm: "CRM-MG nº 54321",
  specialties: [],
};

export const psychologist: Professional = {
  id: "rita",
  profession: "psicologia",
  name: "Rita Alves",
  gender: "feminino",
  crp: "CRP 04/9876",
};
