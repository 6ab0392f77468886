import type * as z from 'zod';
import { analiseMercadoReadSchema, analiseMercadoSchema } from './analise-mercado';
import { perfilFundadorReadSchema, perfilFundadorSchema } from './perfil-fundador';
import { perfilInvestidorReadSchema, perfilInvestidorSchema } from './perfil-investidor';
import { planoEstrategicoReadSchema, planoEstrategicoSchema } from './plano-estrategico';
import { raioXNegocioReadSchema, raioXNegocioSchema } from './raio-x-negocio';
import { resumoExecutivoReadSchema, resumoExecutivoSchema } from './resumo-executivo';
import type { DossierSectionKey } from './sections';

/** What the model must return for each section (strict: the AI tasks validate with these). */
export const dossierSectionSchemas = {
  resumo_executivo: resumoExecutivoSchema,
  perfil_fundador: perfilFundadorSchema,
  raio_x_negocio: raioXNegocioSchema,
  analise_mercado: analiseMercadoSchema,
  perfil_investidor: perfilInvestidorSchema,
  plano_estrategico: planoEstrategicoSchema,
} as const satisfies Record<DossierSectionKey, z.ZodType>;

/** The lenient readers of stored sections: every field present, defaults where missing or malformed. */
export const dossierSectionReadSchemas = {
  resumo_executivo: resumoExecutivoReadSchema,
  perfil_fundador: perfilFundadorReadSchema,
  raio_x_negocio: raioXNegocioReadSchema,
  analise_mercado: analiseMercadoReadSchema,
  perfil_investidor: perfilInvestidorReadSchema,
  plano_estrategico: planoEstrategicoReadSchema,
} as const satisfies Record<DossierSectionKey, z.ZodType>;

export type DossierSectionRead<K extends DossierSectionKey> = z.output<(typeof dossierSectionReadSchemas)[K]>;
