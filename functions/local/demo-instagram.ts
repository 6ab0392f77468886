import type { InstagramAnalysisRecord } from '../contracts/instagram-analysis';
import { marketingMessages } from '../contracts/messages/marketing';
import { listInstagramAnalyses, putInstagramAnalysis } from '../marketing/instagram-analysis-records';

/**
 * The demo accounts' Instagram analyses (creation stays 'EM BREVE' until a data source exists, so records
 * come from here): the demo bakery against a competitor and a benchmark, and one that failed for want of
 * a data source. The figures are illustrative demo data.
 */
type DemoRecord = Omit<InstagramAnalysisRecord, 'updatedAt' | 'error' | 'example'> & {
  error?: string | null;
};

const demoRecords: DemoRecord[] = [
  {
    id: 'demo-instagram-doceponto',
    profileUsername: 'doceponto',
    competitorUsername: 'confeitariabelavista',
    benchmarkUsername: 'dolcevitabh',
    status: 'completed',
    createdAt: '2026-11-10T14:20:00.000Z',
    analysisData: {
      profile: {
        username: 'doceponto',
        metrics: {
          posts: 412,
          following: 318,
          followers: 8640,
          engagement_rate: 2.1,
          likes_avg: 171,
          comments_avg: 11,
        },
        content: {
          best_content_types: ['Reels de bastidores da produção', 'Carrossel de bolos da semana'],
          optimal_posting_times: ['Terça e quinta, 11h–12h', 'Sábado, 9h'],
          best_hashtags: ['#bolobh', '#confeitariaartesanal', '#docesbh', '#festainfantilbh'],
        },
      },
      competitor: {
        username: 'confeitariabelavista',
        metrics: {
          posts: 655,
          following: 540,
          followers: 15200,
          engagement_rate: 1.4,
          likes_avg: 198,
          comments_avg: 15,
        },
        content: {
          best_content_types: ['Fotos de bolos de casamento', 'Stories com promoções'],
          optimal_posting_times: ['Segunda a sexta, 18h–19h'],
          best_hashtags: ['#bolodecasamento', '#bolobh', '#docesfinos'],
        },
      },
      benchmark: {
        username: 'dolcevitabh',
        metrics: {
          posts: 980,
          following: 210,
          followers: 48700,
          engagement_rate: 3.2,
          likes_avg: 1480,
          comments_avg: 78,
        },
        content: {
          best_content_types: ['Reels de receita em 30 segundos', 'Depoimentos de clientes em vídeo'],
          optimal_posting_times: ['Quarta e sexta, 12h', 'Domingo, 10h'],
          best_hashtags: ['#receitafacil', '#docesbh', '#confeitaria'],
        },
      },
      recommendations: [
        'Publique dois Reels por semana mostrando a produção: é o formato com mais engajamento no seu perfil e na referência.',
        'Concentre as postagens às terças e quintas perto do almoço, quando seus seguidores mais interagem.',
        'Responda a todos os comentários nas primeiras duas horas para subir a média de comentários (hoje 11 por post).',
        'Crie um destaque fixo "Como encomendar" com prazos e o link do WhatsApp.',
        'Use #bolobh e #docesbh em todas as publicações e teste #festainfantilbh nos posts de aniversário.',
      ],
    },
  },
  {
    id: 'demo-instagram-falha',
    profileUsername: 'doceponto',
    competitorUsername: null,
    benchmarkUsername: null,
    status: 'failed',
    createdAt: '2026-11-18T09:05:00.000Z',
    analysisData: null,
    error: marketingMessages.instagram.noSource,
  },
];

/**
 * Writes the demo records a user does not have yet (by id), flagged as example data (the screens label
 * them); existing ones are left as they are.
 */
export async function seedDemoInstagram(userId: string): Promise<void> {
  const existing = new Set((await listInstagramAnalyses(userId)).map((analysis) => analysis.id));
  for (const record of demoRecords) {
    if (!existing.has(record.id)) await putInstagramAnalysis(userId, { ...record, example: true });
  }
}
