'use client';

export { LazyCrashScreen as default } from '@/components/ui/lazy-crash-screen';
