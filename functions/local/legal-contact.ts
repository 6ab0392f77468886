import type { LegalContact } from '../contracts/legal';

/**
 * The controller and encarregado the local /privacidade and /termos show (config.json's `legal`,
 * decision 0046): placeholders, as a deployment's configuration would hold the real ones.
 */
export const LOCAL_LEGAL_CONTACT: LegalContact = {
  controllerName: 'Rumo Estratégico Ltda. (ambiente local)',
  cnpj: '00.000.000/0000-00',
  dpoName: 'Equipe de Privacidade',
  dpoEmail: 'privacidade@rumo.local',
};
