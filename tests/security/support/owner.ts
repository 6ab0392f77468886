import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DiagnosticQuestion } from '../../../functions/contracts/diagnostics';
import { validAnswer } from '../../integration/support/answers';
import { call, documents, stack } from '../../integration/support/clients';
import { newTrialUser, type TestUser } from '../../integration/support/payments';

export interface Owner extends TestUser {
  /** A text that appears in the owner's answers, so in anything derived from them. */
  marker: string;
}

const DIAGNOSTICS = ['negocio', 'fundador', 'sistema-gestao', 'investidor'];
const ANALYSED = ['negocio', 'fundador', 'sistema-gestao'];

/**
 * A user with everything a user can own: the four diagnostics answered (open texts carry the marker)
 * and completed, their analyses generated, the investor report computed and a founder section analysed.
 */
export async function ownerWithData(prefix: string): Promise<Owner> {
  const user = await newTrialUser(prefix);
  const marker = `Marcador${randomUUID().slice(0, 8)}`;
  const answer = (question: DiagnosticQuestion) => {
    const base = validAnswer(question, { companyName: `Empresa ${marker}` });
    return question.questionType === 'open_text' && question.metadata.role !== 'companyName'
      ? { ...base, metadata: { text_response: `Resposta ${marker}` } }
      : base;
  };
  for (const diagnosticId of DIAGNOSTICS) {
    const questionnaire = await call('GET', `/api/diagnostics/${diagnosticId}/questionnaire`, {
      token: user.token,
    });
    for (const question of questionnaire.body.questions as DiagnosticQuestion[]) {
      const saved = await call(
        'PUT',
        `/api/diagnostics/${diagnosticId}/answers/${encodeURIComponent(question.id)}`,
        { token: user.token, body: answer(question) },
      );
      if (saved.status !== 200) throw new Error(`${question.id}: ${JSON.stringify(saved.body)}`);
    }
    const completed = await call('POST', `/api/diagnostics/${diagnosticId}/complete`, { token: user.token });
    if (completed.status !== 200)
      throw new Error(`complete ${diagnosticId}: ${JSON.stringify(completed.body)}`);
  }
  for (const resultId of ANALYSED) await settledAnalysis(user.token, resultId);
  await call('GET', '/api/investor-report/investidor', { token: user.token });
  await call('POST', '/api/analyses/fundador/sections/ambicao_objetivo_vida', { token: user.token });
  return { ...user, marker };
}

async function settledAnalysis(token: string, resultId: string): Promise<void> {
  for (let i = 0; i < 150; i += 1) {
    const answer = await call('GET', `/api/analyses/${resultId}`, { token });
    if (answer.status === 200 && answer.body.status !== 'processing') return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`analysis ${resultId} still processing`);
}

/** Every item in the user's partition, for "nothing of theirs changed" checks. */
export async function partitionOf(userId: string): Promise<unknown[]> {
  const { Items } = await documents.send(
    new QueryCommand({
      TableName: stack.resources.tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `USER#${userId}` },
    }),
  );
  return Items ?? [];
}
