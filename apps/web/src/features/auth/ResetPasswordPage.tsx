import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema } from '@hillnest/domain';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useResetPassword } from './api';
import { AuthCard } from './AuthCard';

/** /reset-password?token=…: the link from the reset e-mail. A new password with the registration rules. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: '', confirmPassword: '' } });
  const reset = useResetPassword({ onSuccess: () => void navigate('/sign-in', { replace: true }) });

  return (
    <AuthCard title="Choose a new password">
      <form noValidate className="mt-6 space-y-5" onSubmit={handleSubmit((values) => reset.mutate(values))}>
        {errors.token?.message && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {errors.token.message}.{' '}
            <Link to="/forgot-password" className="underline">
              Ask for a new link
            </Link>
          </p>
        )}
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          aria-required="true"
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          aria-required="true"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <div className="flex flex-col-reverse gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Link to="/forgot-password" className="text-sm text-brand-800 underline underline-offset-4 hover:text-brand-900">
            Ask for a new link
          </Link>
          <Button type="submit" disabled={reset.isPending}>
            Set new password
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
