/** The shop's e-mails (pt-BR). Links are absolute, from PUBLIC_BASE_URL. */
import { config } from '../config';
import type { MailMessage } from './mailer';

function absolute(pathAndQuery: string): string {
  return new URL(pathAndQuery, config().PUBLIC_BASE_URL).toString();
}

/** The reset link carries the token and the e-mail, as /resetar-senha reads them (spec 02). */
function passwordResetUrl(token: string, email: string): string {
  return absolute(`/resetar-senha?${new URLSearchParams({ token, email }).toString()}`);
}

export function passwordResetMail(user: { email: string; firstName: string }, token: string): MailMessage {
  const { STORE_NAME } = config();
  const link = passwordResetUrl(token, user.email);
  return {
    to: user.email,
    subject: `${STORE_NAME}: resetar a sua senha`,
    text: [
      `Olá, ${user.firstName}!`,
      '',
      'Recebemos um pedido para resetar a senha da sua conta. Para escolher uma nova senha, abra o link abaixo:',
      '',
      link,
      '',
      'O link vale por 1 hora e pode ser usado uma única vez.',
      'Se não foi você quem pediu, ignore este email: a sua senha continua a mesma.',
      '',
      STORE_NAME,
    ].join('\n'),
  };
}

export function backInStockMail(
  user: { email: string; firstName: string },
  product: { name: string; slug: string },
): MailMessage {
  const { STORE_NAME } = config();
  return {
    to: user.email,
    subject: `${product.name} chegou!`,
    text: [
      `Olá, ${user.firstName}!`,
      '',
      `Você pediu para avisarmos: ${product.name} está de volta ao estoque.`,
      '',
      absolute(`/produtos/${product.slug}`),
      '',
      STORE_NAME,
    ].join('\n'),
  };
}
