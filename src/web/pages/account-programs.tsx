import { useNavigate, useParams } from 'react-router';
import { PAGE_META } from '../../shared/seo';
import { AccountFrame } from '../features/account/account-frame';
import { ProgramDetail } from '../features/programs/program-detail';
import { ProgramForm } from '../features/programs/program-form';
import { useCreateProgram } from '../features/programs/programs-api';
import { ProgramsOverview } from '../features/programs/programs-overview';
import { usePageMeta } from '../lib/seo';

/** /account/programs, /account/programs/new and /account/programs/:programId (issue 13). */
export default function AccountProgramsPage() {
  usePageMeta(PAGE_META.account);
  const { programId } = useParams();
  return (
    <AccountFrame title={programId === 'new' ? 'New program' : 'Programs'}>
      {programId === 'new' ? (
        <NewProgram />
      ) : programId ? (
        <ProgramDetail key={programId} programId={programId} />
      ) : (
        <ProgramsOverview />
      )}
    </AccountFrame>
  );
}

function NewProgram() {
  const navigate = useNavigate();
  const create = useCreateProgram();
  return (
    <ProgramForm
      submitLabel="Create program"
      onCancel={() => void navigate('/account/programs')}
      onSubmit={async (body) => {
        const program = await create.mutateAsync(body);
        void navigate(`/account/programs/${program.id}`);
      }}
    />
  );
}
