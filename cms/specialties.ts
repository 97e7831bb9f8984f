/** The specialties a doctor can hold an RQE in, as the site announces them. */
export const medicalSpecialties = [
  "Angiologia",
  "Cardiologia",
  "Cirurgia Geral",
  "Clínica Médica",
  "Dermatologia",
  "Endocrinologia e Metabologia",
  "Gastroenterologia",
  "Ginecologia e Obstetrícia",
  "Neurologia",
  "Oftalmologia",
  "Otorrinolaringologia",
  "Patologia Clínica/Medicina Laboratorial",
  "Psiquiatria",
  "Radiologia e Diagnóstico por Imagem",
  "Urologia",
] as const;

/** The specialties as a select's options. */
export const specialtyOptions = medicalSpecialties.map((name) => ({ label: name, value: name }));
