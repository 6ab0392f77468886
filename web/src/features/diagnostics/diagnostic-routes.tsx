import { useParams } from 'react-router';
import { slugPathSegment } from '@domain/diagnostic-card';
import { DiagnosticPage } from './diagnostic-page';

/** The seeded diagnostics' ids are their slugs. */
export const FounderDiagnosticPage = () => <DiagnosticPage diagnosticId="fundador" />;
export const BusinessDiagnosticPage = () => <DiagnosticPage diagnosticId="negocio" />;
export const ManagementDiagnosticPage = () => <DiagnosticPage diagnosticId="sistema-gestao" />;
export const InvestorDiagnosticPage = () => <DiagnosticPage diagnosticId="investidor" />;

/** /diagnostic/{slug} for any other diagnostic. */
export function SlugDiagnosticPage() {
  const { slug = '' } = useParams();
  return <DiagnosticPage diagnosticId={slugPathSegment(slug)} />;
}
