import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@hillnest/domain';
import { useForm } from 'react-hook-form';
import { useForgotPassword } from './api';
import { AuthCard } from './AuthCard';
import { AuthFormActions, EmailField } from './AuthFields';

/** /forgot-password: asks for a reset link. The answer never says whether an account exists. */
export function ForgotPasswordPage() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const forgot = useForgotPassword();

  return (
    <AuthCard title="Forgot password?">
      {forgot.isSuccess ? (
        <p role="status" className="mt-6 rounded-md bg-green-50 px-4 py-3 text-sm text-green-900">
          {forgot.data.message}
        </p>
      ) : (
        <form noValidate className="mt-6 space-y-5" onSubmit={handleSubmit((values) => forgot.mutate(values))}>
          <p className="text-sm text-slate-700">
            Enter the e-mail address of your account and we will send you a link to choose a new password.
          </p>
          <EmailField error={errors.email?.message} {...register('email')} />
          <AuthFormActions to="/sign-in" linkText="Back to Sign In" submitText="Send reset link" pending={forgot.isPending} />
        </form>
      )}
    </AuthCard>
  );
}
