import Link from 'next/link';

export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl flex-1 px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">Oops! Essa página não existe.</h1>
      <Link href="/" className="mt-6 inline-block text-brand underline">
        Voltar para a página inicial
      </Link>
    </main>
  );
}
