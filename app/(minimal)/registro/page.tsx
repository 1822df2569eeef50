import { redirect } from 'next/navigation';

/** Old register path: the register form lives on /login (spec 02). */
export default function RegisterRedirect() {
  redirect('/login');
}
