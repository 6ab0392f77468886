export const emailMessages = {
  resetSubject: 'Redefinição de senha',
  resetGreeting: 'Olá!',
  resetIntro: 'Recebemos um pedido para redefinir a senha da sua conta.',
  resetCode: 'Seu código de verificação é:',
  resetLink: 'Redefinir minha senha',
  resetIgnore: 'Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.',
} as const;
