'use client';

export { CrashScreen as default } from '@/components/ui/crash-screen';
