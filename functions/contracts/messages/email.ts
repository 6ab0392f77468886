export const emailMessages = {
  resetSubject: 'Redefinição de senha',
  resetGreeting: 'Olá!',
  resetIntro: 'Recebemos um pedido para redefinir a senha da sua conta.',
  resetCode: 'Seu código de verificação é:',
  resetLink: 'Redefinir minha senha',
  resetIgnore: 'Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
  signUpSubject: 'Confirme seu email',
  signUpGreeting: 'Boas-vindas!',
  signUpIntro: 'Para ativar sua conta, digite este código na tela de confirmação:',
  signUpIgnore: 'Se você não criou uma conta, ignore este email: nenhuma conta será ativada.',
} as const;
