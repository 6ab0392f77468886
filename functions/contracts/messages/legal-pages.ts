// The texts of /privacidade and /termos (decision 0046), apart so that only those pages download them.

/** A section of a legal page: a heading, its paragraphs and, where it lists things, its items. */
export interface LegalSection {
  title: string;
  paragraphs: readonly string[];
  items?: readonly string[];
  /** Paragraphs after the list. */
  after?: readonly string[];
}

export const privacySections: readonly LegalSection[] = [
  {
    title: '1. A quem esta política se aplica',
    paragraphs: [
      'Esta Política de Privacidade explica como a plataforma Rumo Estratégico trata os dados pessoais de quem se cadastra, responde aos diagnósticos e usa as análises, o dossiê estratégico, o plano de ação, o assistente Genius, os materiais de aprendizagem e as ferramentas de marketing. Ela segue a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018, a LGPD).',
      'O controlador dos dados, que decide como e para que eles são tratados, e o encarregado pelo tratamento de dados pessoais (DPO), o seu canal direto conosco para qualquer assunto de privacidade, estão identificados no quadro “Controlador e encarregado” desta página.',
    ],
  },
  {
    title: '2. Quais dados tratamos',
    paragraphs: ['Tratamos apenas o que a plataforma precisa para funcionar:'],
    items: [
      'Conta: nome, sobrenome, e-mail, perfil de acesso e datas de criação e atualização. A senha é guardada pelo Amazon Cognito de forma protegida; nós nunca a vemos.',
      'Respostas aos diagnósticos: o que você informa sobre você como fundador, sobre a sua empresa, a sua gestão, as suas finanças e o seu mercado, nos quatro diagnósticos.',
      'Conteúdos gerados para você: análises dos diagnósticos, relatório para investidores, dossiê estratégico, planos de ação, tarefas no formato 5W2H e as suas anotações.',
      'Conversas com o Genius: as perguntas que você faz ao assistente e as respostas que ele dá.',
      'Análises de marketing: os endereços de site e perfis de Instagram que você pede para analisar e os resultados dessas análises.',
      'Progresso nos materiais de aprendizagem e o estado das suas notificações.',
      'Pagamentos: plano, situação e datas da assinatura e os identificadores de cliente e de assinatura na Stripe. Os dados do cartão são digitados na página da Stripe e nunca passam pelos nossos servidores.',
      'Registros técnicos: endereço IP, data e hora, a funcionalidade acessada, o identificador da sua conta e mensagens de erro, usados para segurança e para manter o serviço funcionando.',
      'Consentimento: as versões destes Termos de Uso e desta Política de Privacidade que você aceitou e quando.',
    ],
    after: [
      'Os diagnósticos não pedem dados pessoais sensíveis (como saúde, religião ou origem racial). Pedimos que você não os inclua nos campos de texto livre, nas anotações nem nas conversas com o Genius.',
    ],
  },
  {
    title: '3. Para que usamos os dados e com qual base legal',
    paragraphs: ['Cada finalidade tem uma base legal do art. 7º da LGPD:'],
    items: [
      'Criar e manter a sua conta, gerar os diagnósticos, as análises, o dossiê e o plano de ação, responder no Genius e analisar o site ou o perfil que você indicar: execução do contrato com você (art. 7º, V).',
      'Enviar os e-mails do serviço, como o código de confirmação do cadastro e a recuperação de senha: execução do contrato (art. 7º, V).',
      'Cobrar e administrar a assinatura e manter os registros fiscais exigidos: execução do contrato (art. 7º, V) e cumprimento de obrigação legal ou regulatória (art. 7º, II).',
      'Proteger a plataforma, limitar abusos, investigar falhas e registrar as ações de administradores: legítimo interesse (art. 7º, IX) e cumprimento de obrigação legal (art. 7º, II).',
      'Medir o uso do produto de forma agregada, sem identificar pessoas, para melhorá-lo: legítimo interesse (art. 7º, IX).',
      'Defender direitos em processos judiciais, administrativos ou arbitrais: exercício regular de direitos (art. 7º, VI).',
      'Registrar a sua aceitação destes documentos: consentimento (art. 7º, I) e prova do contrato.',
    ],
    after: [
      'Não vendemos dados pessoais, não os usamos para publicidade e não usamos as suas respostas ou conversas para treinar modelos de inteligência artificial.',
    ],
  },
  {
    title: '4. Com quem compartilhamos (operadores)',
    paragraphs: [
      'Para prestar o serviço, contamos com fornecedores que tratam dados em nosso nome, sob contrato e apenas para as finalidades acima:',
    ],
    items: [
      'Amazon Web Services (AWS): hospedagem da plataforma, banco de dados, autenticação (Amazon Cognito), envio de e-mails (Amazon SES, pelo Amazon Cognito), registros técnicos e cópias de segurança.',
      'Amazon Bedrock (AWS): os modelos de inteligência artificial que geram as análises, o dossiê, o plano de ação e as respostas do Genius recebem as suas respostas e o contexto necessário para cada geração. Segundo a AWS, o Amazon Bedrock não usa esses conteúdos para treinar modelos nem os repassa aos fornecedores dos modelos.',
      'Stripe: pagamento e gestão da assinatura. A Stripe recebe o seu e-mail e os dados de pagamento que você informa na página dela e os trata também conforme a política de privacidade dela.',
      'Google (PageSpeed Insights): recebe apenas o endereço do site que você pede para analisar, para medir o desempenho dele.',
    ],
    after: [
      'Também podemos compartilhar dados com autoridades públicas quando a lei ou uma ordem judicial exigir.',
    ],
  },
  {
    title: '5. Transferência internacional',
    paragraphs: [
      'Os dados da plataforma ficam na região da AWS em São Paulo. Alguns tratamentos acontecem fora do Brasil: a geração por inteligência artificial no Amazon Bedrock pode ser processada em outras regiões da AWS, inclusive nos Estados Unidos; a Stripe e o Google tratam dados nos Estados Unidos; o envio de e-mails pode usar outra região da AWS.',
      'Essas transferências são feitas conforme o art. 33 da LGPD: quando necessárias à execução do contrato com você (art. 33, IX) e com as garantias contratuais que esses fornecedores oferecem para a proteção dos dados (art. 33, II).',
    ],
  },
  {
    title: '6. Por quanto tempo guardamos',
    paragraphs: [],
    items: [
      'Conta, respostas, análises, dossiê, planos, anotações e conversas: enquanto a sua conta existir. Ao excluir a conta, esses dados são apagados da base em uso.',
      'Cadastro iniciado e não confirmado por e-mail: até 30 dias.',
      'Registros técnicos: até 90 dias.',
      'Cópias de segurança cifradas da base de dados: até 12 meses, usadas apenas para recuperar o serviço em caso de falha grave, e depois apagadas.',
      'Registros de pagamento: mantidos pela Stripe e, quando a legislação fiscal exigir, pelo prazo que ela determina.',
      'Registros de ações de administradores sobre a sua conta: pelo tempo necessário à segurança e à prestação de contas.',
    ],
  },
  {
    title: '7. Segurança',
    paragraphs: [
      'Usamos conexões cifradas (HTTPS), banco de dados cifrado em repouso, senhas guardadas pelo Amazon Cognito, acesso de cada função do sistema apenas ao que ela precisa, separação dos dados de cada usuário, registro das ações de administradores e cópias de segurança. Se ocorrer um incidente de segurança que possa causar risco ou dano relevante, comunicaremos a Autoridade Nacional de Proteção de Dados (ANPD) e as pessoas afetadas, como manda o art. 48 da LGPD.',
    ],
  },
  {
    title: '8. Seus direitos e como exercê-los aqui',
    paragraphs: ['O art. 18 da LGPD garante a você, a qualquer momento:'],
    items: [
      'Confirmação de que tratamos seus dados e acesso a eles: em Perfil → Meus dados, “Baixar meus dados” gera um arquivo com tudo o que a plataforma guarda sobre você.',
      'Correção de dados incompletos, inexatos ou desatualizados: em Perfil → Informações Pessoais você corrige o seu nome; para outros dados, escreva ao encarregado.',
      'Anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a LGPD: escreva ao encarregado.',
      'Portabilidade: o arquivo de “Baixar meus dados” está em formato aberto, legível por máquina, para você levar a outro serviço.',
      'Eliminação dos dados tratados com o seu consentimento: em Perfil → Meus dados, “Excluir minha conta” apaga a conta e os seus dados, cancela a assinatura e encerra as suas sessões; ficam apenas os registros que a lei nos obriga ou permite guardar, descritos na seção 6.',
      'Informação sobre com quem compartilhamos os seus dados: a seção 4 desta política; para detalhes, escreva ao encarregado.',
      'Informação sobre a possibilidade de não consentir e as consequências: sem aceitar os Termos de Uso e esta política não é possível criar a conta, porque o serviço depende desse tratamento.',
      'Revogação do consentimento: pela exclusão da conta ou por e-mail ao encarregado.',
      'Revisão de decisões tomadas unicamente com base em tratamento automatizado (art. 20): as análises geradas por inteligência artificial são recomendações e não decidem nada por você; se quiser questionar alguma, escreva ao encarregado.',
    ],
    after: [
      'Pedidos por e-mail são respondidos em até 15 dias. Você também pode peticionar à ANPD (www.gov.br/anpd).',
    ],
  },
  {
    title: '9. Cookies e armazenamento no navegador',
    paragraphs: [
      'Não usamos cookies de publicidade nem de rastreamento. O navegador guarda apenas o necessário para manter você conectado e lembrar preferências da interface, como o menu lateral recolhido.',
    ],
  },
  {
    title: '10. Menores de idade',
    paragraphs: [
      'A plataforma é destinada a maiores de 18 anos e não trata intencionalmente dados de crianças e adolescentes.',
    ],
  },
  {
    title: '11. Alterações desta política',
    paragraphs: [
      'Quando esta política mudar de forma relevante, publicaremos uma nova versão com nova data e pediremos que você a leia e aceite no seu próximo acesso. A versão em vigor e a sua data aparecem no topo desta página.',
    ],
  },
];

export const termsSections: readonly LegalSection[] = [
  {
    title: '1. Aceitação',
    paragraphs: [
      'Estes Termos de Uso regem o uso da plataforma Rumo Estratégico. Ao criar a sua conta e marcar “Li e aceito os Termos de Uso e a Política de Privacidade”, você declara que leu e concorda com estes termos e com a Política de Privacidade. Se não concordar, não use a plataforma.',
      'O fornecedor da plataforma está identificado no quadro “Controlador e encarregado” desta página.',
    ],
  },
  {
    title: '2. O serviço',
    paragraphs: [
      'A plataforma oferece a fundadores e empresários quatro diagnósticos (fundador, negócio, sistema de gestão e investidor), análises geradas por inteligência artificial a partir das respostas, um relatório para investidores, um dossiê estratégico em seis seções, um plano de ação no formato 5W2H com o assistente Genius, materiais de aprendizagem e análises de site e de perfil do Instagram.',
    ],
  },
  {
    title: '3. Cadastro e conta',
    paragraphs: [],
    items: [
      'Você precisa ter 18 anos ou mais e informar dados verdadeiros. A conta só é criada depois que você confirma o código enviado ao seu e-mail.',
      'A conta é pessoal: guarde a sua senha e não a compartilhe. Você responde pelo que for feito com ela; se suspeitar de uso indevido, troque a senha em Perfil → Segurança e avise-nos.',
    ],
  },
  {
    title: '4. Teste grátis e assinatura',
    paragraphs: [],
    items: [
      'O teste grátis dura 30 dias, sem cartão de crédito. Ao fim dele, o acesso às áreas pagas depende de uma assinatura.',
      'A assinatura dá acesso por 12 meses, pelo preço exibido na página de planos no momento da contratação. O pagamento é processado pela Stripe.',
      'Você pode cancelar a renovação a qualquer momento pelo portal de assinatura; o acesso continua até o fim do período já pago.',
      'Quando se aplicar o direito de arrependimento do art. 49 do Código de Defesa do Consumidor, você pode desistir da contratação em até 7 dias, com reembolso integral, pedindo pelo e-mail de contato.',
    ],
  },
  {
    title: '5. Conteúdo gerado por inteligência artificial',
    paragraphs: [
      'As análises, o dossiê, o plano de ação e as respostas do Genius são gerados automaticamente por modelos de inteligência artificial a partir do que você informa. Eles podem conter erros ou omissões e não substituem aconselhamento profissional jurídico, contábil, financeiro ou de investimentos. As decisões sobre o seu negócio continuam sendo suas; confira as informações importantes antes de agir.',
    ],
  },
  {
    title: '6. Os seus conteúdos',
    paragraphs: [
      'Suas respostas, anotações, tarefas e conversas continuam sendo suas. Você nos autoriza a tratá-las apenas para prestar o serviço, como descreve a Política de Privacidade. Não as usamos para treinar modelos de inteligência artificial e não as mostramos a outros usuários.',
    ],
  },
  {
    title: '7. Uso aceitável',
    paragraphs: ['Ao usar a plataforma, você não deve:'],
    items: [
      'violar a lei ou direitos de terceiros, nem incluir dados pessoais de outras pessoas sem base legal para isso;',
      'pedir análise de sites ou perfis para fins ilícitos ou tentar usar a análise de sites para alcançar endereços internos ou sistemas de terceiros;',
      'tentar contornar limites de uso, a cobrança ou a segurança, acessar dados de outros usuários ou sobrecarregar o serviço;',
      'copiar, revender ou extrair de forma automatizada os materiais e os conteúdos da plataforma.',
    ],
    after: ['O descumprimento pode levar à suspensão ou ao encerramento da conta.'],
  },
  {
    title: '8. Propriedade intelectual',
    paragraphs: [
      'A plataforma, a metodologia dos diagnósticos, os materiais de aprendizagem, a marca e o código pertencem ao fornecedor ou a quem os licenciou. Você recebe uma licença pessoal, não exclusiva e intransferível para usá-los enquanto a sua conta estiver ativa.',
    ],
  },
  {
    title: '9. Disponibilidade e responsabilidade',
    paragraphs: [
      'Trabalhamos para manter a plataforma disponível e segura, mas ela pode passar por manutenções e falhas. Nos limites da lei, não respondemos por decisões de negócio tomadas com base nos conteúdos gerados nem por danos indiretos. Nada nestes termos afasta direitos que a lei garante ao consumidor.',
    ],
  },
  {
    title: '10. Encerramento da conta',
    paragraphs: [
      'Você pode excluir a sua conta a qualquer momento em Perfil → Meus dados, “Excluir minha conta”. A exclusão cancela a assinatura e apaga os seus dados, como descreve a Política de Privacidade. Podemos suspender ou encerrar contas que violem estes termos, avisando pelo e-mail cadastrado sempre que possível.',
    ],
  },
  {
    title: '11. Alterações destes termos',
    paragraphs: [
      'Quando estes termos mudarem de forma relevante, publicaremos uma nova versão com nova data e pediremos que você a aceite no seu próximo acesso. A versão em vigor e a sua data aparecem no topo desta página.',
    ],
  },
  {
    title: '12. Lei aplicável e foro',
    paragraphs: [
      'Estes termos seguem as leis do Brasil. Fica eleito o foro do domicílio do consumidor, quando se tratar de relação de consumo, e, nos demais casos, o foro da sede do fornecedor.',
    ],
  },
];

export const legalPageMessages = { privacySections, termsSections } as const;
