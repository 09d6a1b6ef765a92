import { useNavigate } from 'react-router';
import { AuthForms } from '../../features/auth/components/auth-form.tsx';
import { GoogleButton } from '../../features/auth/components/google-button.tsx';
import { useAppConfig } from '../../lib/app-config.ts';

export function AuthRoute() {
  const navigate = useNavigate();
  const config = useAppConfig();
  const done = () => void navigate('/');
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-8 sm:px-6 sm:py-12 md:grid-cols-2 md:items-center">
      <img
        src="/auth-illustration.svg"
        alt=""
        width={480}
        height={480}
        className="hidden w-full max-w-md justify-self-center md:block"
      />
      <div className="mx-auto w-full max-w-sm">
        <AuthForms onDone={done} googleButton={<GoogleButton clientId={config.data?.googleClientId} onDone={done} />} />
      </div>
    </div>
  );
}

export default AuthRoute;
