import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { localJourney, demoAnswerSets } from './ai/testing/local-journey';
import { clinicaPersona } from './ai/testing/personas';
const render = (value: unknown, depth = 0): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map((v) => `${'  '.repeat(depth)}- ${render(v, depth + 1)}`).join('\n');
  if (value && typeof value === 'object')
    return Object.entries(value).filter(([k]) => k !== 'generatedLocally').map(([k, v]) => `${'  '.repeat(depth)}[${k}]\n${render(v, depth + 1)}`).join('\n');
  return '';
};
it('dumps', async () => {
  for (const [name, sets, first] of [['demo', demoAnswerSets(), 'Luciana'], ['clinica', clinicaPersona.answers, 'Camila']] as const) {
    const j = await localJourney(sets as any, first);
    const out: string[] = [];
    out.push('# ANALYSES', render(j.analyses));
    out.push('# DOSSIER', render(j.sections));
    out.push('# PLAN', render(j.plan));
    out.push('# GENIUS');
    for (const q of ['Tenho só R$ 600 por mês. Como divido esse valor para testar e medir o retorno?', 'Quem deve fazer isso na equipe?', 'Por onde eu começo?', 'E se não der certo?', 'Quem ganhou o jogo do Atlético ontem?'])
      out.push(`## ${q}\n${await j.genius(q, j.plan[3])}`);
    writeFileSync(`/tmp/read/${name}.md`, out.join('\n\n'));
  }
});
