import { readDossierSection } from '@contracts/analysis-data/dossier/read-dossier-section';
import type { DossierSectionKey } from '@contracts/analysis-data/dossier/sections';
import { AnaliseMercadoView } from './analise-mercado-view';
import { PerfilFundadorView } from './perfil-fundador-view';
import { PerfilInvestidorView } from './perfil-investidor-view';
import { PlanoEstrategicoView } from './plano-estrategico-view';
import { RaioXNegocioView } from './raio-x-negocio-view';
import { ResumoExecutivoView } from './resumo-executivo-view';

/**
 * One stored section, read leniently (an older dossier's fields included) and laid out for reading.
 * Null when the content holds nothing of this section.
 */
export function SectionView({ sectionKey, content }: { sectionKey: DossierSectionKey; content: unknown }) {
  // The section is stored under its own key; readDossierSection reads it from a whole dossier's content.
  const wrapped = { [sectionKey]: content };
  switch (sectionKey) {
    case 'resumo_executivo': {
      const section = readDossierSection(sectionKey, wrapped);
      return section && <ResumoExecutivoView section={section} />;
    }
    case 'perfil_fundador': {
      const section = readDossierSection(sectionKey, wrapped);
      return section && <PerfilFundadorView section={section} />;
    }
    case 'raio_x_negocio': {
      const section = readDossierSection(sectionKey, wrapped);
      return section && <RaioXNegocioView section={section} />;
    }
    case 'analise_mercado': {
      const section = readDossierSection(sectionKey, wrapped);
      return section && <AnaliseMercadoView section={section} />;
    }
    case 'perfil_investidor': {
      const section = readDossierSection(sectionKey, wrapped);
      return section && <PerfilInvestidorView section={section} />;
    }
    case 'plano_estrategico': {
      const section = readDossierSection(sectionKey, wrapped);
      return section && <PlanoEstrategicoView section={section} />;
    }
  }
}
