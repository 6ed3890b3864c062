import { LockKeyhole } from 'lucide-react';
import { PAGE_META } from '../../shared/seo';
import { Card, CardContent } from '../components/ui/card';
import { LoginForm } from '../features/admin/auth/login-form';
import { usePageMeta } from '../lib/seo';

export default function AdminLoginPage() {
  usePageMeta(PAGE_META.adminLogin);
  return (
    <div className="flex min-h-[calc(100dvh-3.5rem)] items-center justify-center px-4 py-12">
      <Card className="w-full max-w-sm">
        <CardContent className="p-7 sm:p-8">
          <span className="flex size-12 items-center justify-center rounded-xl bg-ink-50 text-ink-800">
            <LockKeyhole aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-950">Admin Login</h1>
          <p className="mt-1.5 text-sm text-muted">Sign in to the Quillpost back office.</p>
          <div className="mt-7">
            <LoginForm />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
