import { redirect } from 'next/navigation';

export default function AccountHome() {
  redirect('/minha-conta/informacoes');
}
