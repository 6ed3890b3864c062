import { Navigate } from 'react-router';
import { PAGE_META } from '../../shared/seo';
import { useAdminToken } from '../features/admin/auth/token-store';
import { AdminDashboard } from '../features/admin/dashboard/admin-dashboard';
import { usePageMeta } from '../lib/seo';

export default function AdminPage() {
  usePageMeta(PAGE_META.admin);
  const token = useAdminToken();
  // No token, or one a 401 just cleared: back to sign-in (back-office.md §2).
  if (!token) return <Navigate to="/admin-login" replace />;
  return <AdminDashboard />;
}
