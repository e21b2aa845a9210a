import { zodResolver } from '@hookform/resolvers/zod';
import { registerSchema } from '@hillnest/domain';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useRegister } from './api';
import { AuthCard } from './AuthCard';

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
          <Link to="/sign-in" className="text-sm text-brand-800 underline underline-offset-4 hover:text-brand-900">
            Already have an account? Sign in
          </Link>
          <Button type="submit" className="w-full sm:w-auto" disabled={registerUser.isPending}>
            Create Account
          </Button>
        </div>
      </form>
    </AuthCard>
  );
}
