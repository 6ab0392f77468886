import { useParams } from 'react-router';
import { coreDiagnostics } from '@domain/core-diagnostics';
import { slugPathSegment } from '@domain/diagnostic-card';
import { DiagnosticPage } from './diagnostic-page';

/** The seeded diagnostics' ids are their slugs. */
export const FounderDiagnosticPage = () => <DiagnosticPage diagnosticId={coreDiagnostics.founder.slug} />;
export const BusinessDiagnosticPage = () => <DiagnosticPage diagnosticId={coreDiagnostics.business.slug} />;
export const ManagementDiagnosticPage = () => (
  <DiagnosticPage diagnosticId={coreDiagnostics.management.slug} />
);
export const InvestorDiagnosticPage = () => <DiagnosticPage diagnosticId={coreDiagnostics.investor.slug} />;

/** /diagnostic/{slug} for any other diagnostic. */
export function SlugDiagnosticPage() {
  const { slug = '' } = useParams();
  return <DiagnosticPage diagnosticId={slugPathSegment(slug)} />;
}
