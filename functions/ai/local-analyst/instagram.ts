import type { InstagramProfile, InstagramRecommendations } from '../../contracts/instagram-analysis';
import type { InstagramRecommendationsInput } from '../tasks/instagram-recommendations';

/**
 * The local analyst's Instagram recommendations: each sentence follows from a computed number (the
 * engagement rate against the competitor's and the benchmark's, the best format, time and hashtag, the
 * comments against the likes), in pt-BR with its number formatting. Deterministic.
 */
const decimal = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('pt-BR');
const rate = (profile: InstagramProfile) => `${decimal.format(profile.metrics.engagement_rate)}%`;

/** Below this share of comments per like, a profile gathers looks more than conversation. */
const FEW_COMMENTS_PER_LIKE = 0.03;

function comparison(own: InstagramProfile, other: InstagramProfile, role: string): string {
  const ratio = own.metrics.engagement_rate / Math.max(other.metrics.engagement_rate, 0.0001);
  if (ratio >= 1.1)
    return (
      `Sua taxa de engajamento (${rate(own)}) está acima da do ${role} @${other.username} (${rate(other)}): ` +
      'mantenha os formatos que funcionam e use essa vantagem para atrair novos seguidores.'
    );
  if (ratio <= 0.9)
    return (
      `Sua taxa de engajamento (${rate(own)}) está abaixo da do ${role} @${other.username} (${rate(other)}): ` +
      `estude os formatos e os temas das publicações de @${other.username} que mais engajam e teste variações no seu perfil.`
    );
  return (
    `Sua taxa de engajamento (${rate(own)}) está próxima da do ${role} @${other.username} (${rate(other)}): ` +
    'diferencie-se pelos formatos e horários em que você já se sai melhor.'
  );
}

export function instagramRecommendations(input: InstagramRecommendationsInput): InstagramRecommendations {
  const { profile, competitor, benchmark } = input;
  const { metrics, content } = profile;
  const items: string[] = [];

  if (competitor) items.push(comparison(profile, competitor, 'concorrente'));
  if (benchmark) {
    const gap = benchmark.metrics.followers - metrics.followers;
    items.push(
      gap > 0
        ? `A referência @${benchmark.username} tem ${whole.format(benchmark.metrics.followers)} seguidores, ` +
            `${whole.format(gap)} a mais que você, com taxa de engajamento de ${rate(benchmark)}: ` +
            `observe a frequência e os formatos dela${benchmark.content.best_content_types[0] ? ` (o que mais engaja lá: ${benchmark.content.best_content_types[0]})` : ''}.`
        : comparison(profile, benchmark, 'perfil de referência'),
    );
  }
  const [bestType, secondType] = content.best_content_types;
  if (bestType)
    items.push(
      `Priorize ${bestType}: é o formato com mais curtidas e comentários por publicação no seu perfil` +
        (secondType ? `, seguido de ${secondType}.` : '.'),
    );
  const [bestTime] = content.optimal_posting_times;
  if (bestTime)
    items.push(
      `Concentre as publicações importantes no horário em que as suas mais engajaram: ${bestTime} (horário de Brasília).`,
    );
  const ownTags = content.best_hashtags;
  if (ownTags[0])
    items.push(
      `Continue usando ${ownTags.slice(0, 2).join(' e ')}: são as hashtags das suas publicações com mais engajamento.`,
    );
  const likes = metrics.likes_avg;
  if (likes > 0 && metrics.comments_avg / likes < FEW_COMMENTS_PER_LIKE)
    items.push(
      `Suas publicações recebem em média ${decimal.format(metrics.comments_avg)} comentários para ${decimal.format(likes)} curtidas: ` +
        'termine as legendas com uma pergunta ou um convite para comentar, para transformar curtidas em conversa.',
    );
  if (items.length < 3)
    items.push(
      `Com ${whole.format(metrics.followers)} seguidores e ${decimal.format(metrics.likes_avg)} curtidas por publicação em média, ` +
        'publique com regularidade e acompanhe estes números a cada nova análise.',
    );
  if (items.length < 3)
    items.push(
      'Inclua um concorrente e um perfil de referência na próxima análise para comparar sua taxa de engajamento com o mercado.',
    );
  if (items.length < 3)
    items.push(
      'Varie os formatos (Reels, Carrossel e Imagem) por algumas semanas: com mais publicações comparáveis, a análise aponta o que mais engaja.',
    );
  return { recommendations: items.slice(0, 6), generatedLocally: true };
}
