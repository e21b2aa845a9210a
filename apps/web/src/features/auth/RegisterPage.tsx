import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema } from '@hillnest/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { TextField } from '../../components/TextField';
import { useRegister } from './api';
import { AuthCard } from './AuthCard';
import { AuthFormActions, EmailField, PasswordField } from './AuthFields';

export function RegisterPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const registerUser = useRegister({
    onSuccess: () => {
      void navigate('/', { replace: true });
    },
  });

  return (
    <AuthCard title="Create an Account">
      <form noValidate className="mt-6 space-y-5" onSubmit={handleSubmit((values) => registerUser.mutate(values))}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="First Name"
            autoComplete="given-name"
            aria-required="true"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Last Name"
            autoComplete="family-name"
            aria-required="true"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField error={errors.password?.message} {...register('password')} />
        <PasswordField label="Confirm Password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <AuthFormActions
          to="/sign-in"
          linkText="Already have an account? Sign in"
          submitText="Create Account"
          pending={registerUser.isPending}
          wideSubmit
        />
      </form>
    </AuthCard>
  );
}
