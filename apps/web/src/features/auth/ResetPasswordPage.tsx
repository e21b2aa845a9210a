import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema } from '@hillnest/domain';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from './api';
import { AuthCard } from './AuthCard';
import { AuthFormActions, FormAlert, PasswordField } from './AuthFields';

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
          <FormAlert>
            {errors.token.message}.{' '}
            <Link to="/forgot-password" className="underline">
              Ask for a new link
            </Link>
          </FormAlert>
        )}
        <PasswordField label="New Password" error={errors.password?.message} {...register('password')} />
        <PasswordField label="Confirm Password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <AuthFormActions to="/forgot-password" linkText="Ask for a new link" submitText="Set new password" pending={reset.isPending} />
      </form>
    </AuthCard>
  );
}
