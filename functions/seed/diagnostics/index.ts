import type { SeedDiagnostic } from '../types';
import { fundador } from './fundador';
import { investidor } from './investidor';
import { negocio } from './negocio';
import { sistemaGestao } from './sistema-gestao';

/** The four core diagnostics, in the product's order (fundador, negocio, sistema-gestao, investidor). */
export const seedDiagnostics: SeedDiagnostic[] = [fundador, negocio, sistemaGestao, investidor];
