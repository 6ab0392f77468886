import type { DossierSectionKey } from '../../../contracts/analysis-data/dossier/sections';
import type { DossierSectionInput } from '../../dossier-input';
import { analiseMercado } from './analise-mercado';
import { dossierFacts, type DossierFacts } from './facts';
import { perfilFundador } from './perfil-fundador';
import { perfilInvestidor } from './perfil-investidor';
import { planoEstrategico } from './plano-estrategico';
import { raioXNegocio } from './raio-x-negocio';
import { resumoExecutivo } from './resumo-executivo';

const fromFacts =
  <Output>(generate: (facts: DossierFacts) => Output) =>
  (input: DossierSectionInput): Output =>
    generate(dossierFacts(input));

/** The local analyst's generator of each dossier section (functions/ai/local-analyst/index.ts). */
export const dossierGenerators = {
  resumo_executivo: fromFacts(resumoExecutivo),
  perfil_fundador: fromFacts(perfilFundador),
  raio_x_negocio: fromFacts(raioXNegocio),
  analise_mercado: fromFacts(analiseMercado),
  perfil_investidor: fromFacts(perfilInvestidor),
  plano_estrategico: fromFacts(planoEstrategico),
} satisfies Record<DossierSectionKey, (input: DossierSectionInput) => unknown>;
