import { coreDiagnosticSlugs, type DiagnosticQuestion } from '../../../functions/contracts/diagnostics';
import { validAnswer } from './answers';
import { call } from './clients';
import { newTrialUser, type TestUser } from './payments';

/** The diagnostics whose completion starts an analysis (the investor report is computed when read). */
const ANALYSED = ['fundador', 'negocio', 'sistema-gestao'] as const;

async function completedAnalysis(token: string, resultId: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const answer = await call('GET', `/api/analyses/${resultId}`, { token });
    if (answer.status === 200 && answer.body.status === 'completed') return;
    if (answer.status === 200 && answer.body.status === 'error')
      throw new Error(`analysis ${resultId}: ${answer.body.error}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`analysis ${resultId} still processing`);
}

/**
 * A new trial user who answered and completed the four diagnostics through the API (the company name
 * given), returned once the stack's workflows completed the three analyses.
 */
export async function userWithFourDiagnostics(prefix: string, companyName: string): Promise<TestUser> {
  const user = await newTrialUser(prefix);
  const { token } = user;
  await Promise.all(
    coreDiagnosticSlugs.map(async (diagnosticId) => {
      const base = `/api/diagnostics/${diagnosticId}`;
      const questionnaire = await call('GET', `${base}/questionnaire`, { token });
      for (const question of questionnaire.body.questions as DiagnosticQuestion[]) {
        const saved = await call('PUT', `${base}/answers/${encodeURIComponent(question.id)}`, {
          token,
          body: validAnswer(question, { companyName }),
        });
        if (saved.status !== 200) throw new Error(`${question.id}: ${JSON.stringify(saved.body)}`);
      }
      const completed = await call('POST', `${base}/complete`, { token });
      if (completed.status !== 200) throw new Error(`complete ${diagnosticId}: ${completed.status}`);
    }),
  );
  await Promise.all(ANALYSED.map((resultId) => completedAnalysis(token, resultId)));
  return user;
}
