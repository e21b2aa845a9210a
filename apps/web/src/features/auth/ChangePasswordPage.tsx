import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, type ChangePasswordInput } from '@hillnest/domain';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { Button } from '../../components/Button';
import { useChangePassword } from './api';
import { PasswordField } from './AuthFields';

/**
 * /change-password (admin area): the administrator replaces their password, the current one required.
 * Every other session of the account ends; this one stays signed in.
 */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const change = useChangePassword({ onSuccess: () => void navigate('/admin') });

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-8">
      <AdminPageHeader title="Change Password" />
      <form
        noValidate
        aria-label="Change password"
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        onSubmit={handleSubmit((values) => change.mutate(values))}
      >
        <PasswordField
          label="Current Password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <PasswordField label="New Password" error={errors.newPassword?.message} {...register('newPassword')} />
        <PasswordField label="Confirm New Password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
        <p className="text-sm text-slate-600">Changing it signs you out on every other device.</p>
        <div className="flex justify-end">
          <Button type="submit" disabled={change.isPending}>
            Change Password
          </Button>
        </div>
      </form>
    </section>
  );
}
