import type { DiagnosticQuestion } from '../../contracts/diagnostics';
import { investidor } from '../../seed/diagnostics/investidor';
import { investorProfiles } from '../../seed/investor-profiles';
import type { InvestorProfileRecord } from '../investor-profile';

/** The seeded investor questionnaire in the API's shape (ids = keys, option ids `<key>-<n>`). */
export const investorQuestions = investidor.questions.map((q, index) => ({
  id: q.key,
  questionType: q.type,
  metadata: { section: q.section, ...q.metadata },
  options: (q.options ?? []).map((o, n) => ({
    id: `${q.key}-${n + 1}`,
    questionId: q.key,
    text: o.text,
    value: o.value,
    orderNumber: n + 1,
  })),
  weight: q.weight ?? 1,
  orderNumber: index,
})) satisfies Pick<DiagnosticQuestion, 'id' | 'questionType' | 'metadata' | 'options' | 'weight'>[];

/** The seeded investor profiles as catalogue records. */
export const investorProfileRecords: InvestorProfileRecord[] = investorProfiles.map(({ id, ...rest }) => ({
  profileId: id,
  ...rest,
}));
