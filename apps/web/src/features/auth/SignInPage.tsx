import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@hillnest/domain';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api';
import { returnToPath } from '../../lib/returnTo';
import { useSignIn } from './api';
import { AuthCard } from './AuthCard';
import { AuthFormActions, EmailField, FormAlert, PasswordField } from './AuthFields';

export function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const signIn = useSignIn({
    onSuccess: ({ isAdmin }) => {
      void navigate(returnToPath(location.state, { isAdmin }), { replace: true });
    },
  });

  return (
    <AuthCard title="Sign In">
      <form noValidate className="mt-6 space-y-5" onSubmit={handleSubmit((values) => signIn.mutate(values))}>
        {/* The server's refusal stays next to the form after its 2-second toast has gone. */}
        {signIn.isError && <FormAlert>{errorMessage(signIn.error)}</FormAlert>}
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="text-brand-800 underline underline-offset-4 hover:text-brand-900">
            Forgot password?
          </Link>
        </p>
        <AuthFormActions to="/register" linkText="Not Registered? Create an account here" submitText="Login" pending={signIn.isPending} />
      </form>
    </AuthCard>
  );
}
