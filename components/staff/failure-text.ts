import { ApiClientError } from '@/lib/api-client/client';

/** Why an action failed, as the API wrote it in pt-BR; a network failure in the shop's words. */
export function failureText(error: unknown): string {
  return error instanceof ApiClientError
    ? error.reason()
    : 'Não foi possível falar com a loja. Tente novamente.';
}
