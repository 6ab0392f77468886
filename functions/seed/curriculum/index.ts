import type { SeedModule } from '../types';
import { ambienteExterno } from './ambiente-externo';
import { ambienteInterno } from './ambiente-interno';
import { autoconhecimento } from './autoconhecimento';
import { dossieEPlano } from './dossie-e-plano';
import { investimento } from './investimento';
import { ritmo } from './ritmo';

/**
 * The learning curriculum, in the order of the product's method: the founder, the market, the
 * management system, risk and investment, the dossier and the action plan, rhythm and ritual. The
 * files and images it links are in web/public/learning/ (made by scripts/make-learning-assets.ts).
 */
export const seedCurriculum: SeedModule[] = [
  autoconhecimento,
  ambienteExterno,
  ambienteInterno,
  investimento,
  dossieEPlano,
  ritmo,
];
