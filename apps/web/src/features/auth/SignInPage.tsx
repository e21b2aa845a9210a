import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@hillnest/domain';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { returnToPath } from '../../lib/returnTo';
import { useSignIn } from './api';
import { AuthCard } from './AuthCard';

export function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });
  const signIn = useSignIn({
    onSuccess: () => {
      void navigate(returnToPath(location.state), { replace: true });
    },
  });

  return (
    <AuthCard title="Sign In">
      <form noValidate className="mt-6 space-y-5" onSubmit={handleSubmit((values) => signIn.mutate(values))}>
        {/* The server's refusal stays next to the form after its 2-second toast has gone. */}
        {signIn.isError && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorMessage(signIn.error)}
          </p>
        )}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          aria-required="true"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          aria-required="true"
          error={errors.password?.message}
          {...register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className="text-brand-800 underline underline-offset-4 hover:text-brand-900">
            Forgot password?
          </Link>
        </p>
        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Link to="/register" className="text-sm text-brand-800 underline underline-offset-4 hover:text-brand-900">
            Not Registered? Create an account here
          </Link>
          <Button type="submit" disabled={signIn.isPending}>
            Login
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
