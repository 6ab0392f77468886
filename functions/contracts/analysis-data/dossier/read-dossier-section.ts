import { isRecord } from '../common';
import { dossierSectionReadSchemas, type DossierSectionRead } from './section-schemas';
import type { DossierSectionKey } from './sections';

type Legacy = Record<string, unknown>;

const group = (content: Legacy, key: string): Legacy => (isRecord(content[key]) ? content[key] : {});
const defined = (record: Legacy): Legacy | null =>
  Object.values(record).some((value) => value !== undefined) ? record : null;

/** A legacy channel: a name, or { name | nome, percentage | porcentagem, justification | justificativa }. */
const legacyChannel = (channel: unknown): unknown =>
  isRecord(channel)
    ? {
        nome: channel.nome ?? channel.name,
        porcentagem: channel.porcentagem ?? channel.percentage,
        justificativa: channel.justificativa ?? channel.justification,
      }
    : channel;

/**
 * The legacy dossier fields (spec 3 "Legacy dossier fields") that stand in for each section, in the
 * current field names: destination → the summary's direction; managementSystem → the X-ray;
 * externalFactors and internalFactors.uniqueAdvantages → the market analysis; investorProfile → the
 * investor section; strategicDrivers → the plan's drivers. The founder section has no legacy field.
 */
const fromLegacy: Record<DossierSectionKey, (content: Legacy) => Legacy | null> = {
  resumo_executivo: (content) =>
    defined({ direcionamento_estrategico: group(content, 'destination').description }),
  perfil_fundador: () => null,
  raio_x_negocio: (content) => {
    const management = group(content, 'managementSystem');
    return defined({
      maturidade_descricao: management.description,
      grau_maturidade: management.maturityLevel,
      gaps_criticos: management.bottlenecks,
    });
  },
  analise_mercado: (content) => {
    const external = group(content, 'externalFactors');
    const advantages = group(content, 'internalFactors').uniqueAdvantages;
    if (!defined({ ...external, advantages })) return null;
    return {
      swot: { forcas: advantages, ameacas: external.attentionPoints },
      tendencias_setor: external.trends,
      concorrentes: external.competitorMovements,
    };
  },
  perfil_investidor: (content) => {
    const investor = group(content, 'investorProfile');
    return defined({
      descricao_perfil: investor.description,
      alocacao_recomendada: Array.isArray(investor.recommendedChannels)
        ? { canais: investor.recommendedChannels.map(legacyChannel) }
        : undefined,
    });
  },
  plano_estrategico: (content) => {
    const drivers = group(content, 'strategicDrivers');
    if (!defined(drivers)) return null;
    const items = Array.isArray(drivers.drivers) ? drivers.drivers : [];
    return {
      direcionadores: {
        descricao: drivers.description,
        itens: items.map((item) =>
          isRecord(item)
            ? { nome: item.name, justificativa: item.justification, proximos_passos: item.nextSteps }
            : item,
        ),
      },
    };
  },
};

/**
 * Reads one section of a stored dossier content (an object or its JSON text): the section object when
 * it is there, else the legacy fields that stand in for it, read leniently (every field present,
 * defaults where missing). Null when the content has neither.
 */
export function readDossierSection<K extends DossierSectionKey>(
  key: K,
  content: unknown,
): DossierSectionRead<K> | null {
  if (typeof content === 'string') {
    try {
      return readDossierSection(key, JSON.parse(content));
    } catch {
      return null;
    }
  }
  if (!isRecord(content)) return null;
  const stored = isRecord(content[key]) ? content[key] : fromLegacy[key](content);
  if (!stored) return null;
  // The reader is the section's own, so its output is the section's read type.
  return dossierSectionReadSchemas[key].parse(stored) as DossierSectionRead<K>;
}
