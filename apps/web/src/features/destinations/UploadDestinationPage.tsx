import { zodResolver } from '@hookform/resolvers/zod';
import { DESTINATION_MESSAGES, destinationInputSchema, type DestinationInput } from '@hillnest/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { AdminPageHeader, ButtonLink } from '../../components/AdminPageHeader';
import { Button } from '../../components/Button';
import { ImageFileField } from '../../components/ImageFileField';
import { notify } from '../../components/notify';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { useCreateDestination } from './api';

/** /upload-destination: a name and an optional illustration (PNG, JPEG or SVG). */
export function UploadDestinationPage() {
  const navigate = useNavigate();
  const [illustration, setIllustration] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DestinationInput>({ resolver: zodResolver(destinationInputSchema), defaultValues: { name: '' } });
  const createDestination = useCreateDestination();

  const onValid = ({ name }: DestinationInput) => {
    setServerError(null);
    createDestination.mutate(
      { name, illustrationImage: illustration },
      {
        onSuccess: () => {
          notify.success('Destination added');
          void navigate('/view-destinations');
        },
        onError: (error) => {
          window.alert(DESTINATION_MESSAGES.createFailed);
          setServerError(errorMessage(error));
        },
      },
    );
  };

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <AdminPageHeader title="Upload Destination" actions={<ButtonLink to="/view-destinations">Review Destinations</ButtonLink>} />
      <form
        noValidate
        onSubmit={handleSubmit(onValid, (formErrors) => {
          if (formErrors.name?.message === DESTINATION_MESSAGES.nameRequired) window.alert(DESTINATION_MESSAGES.nameRequired);
        })}
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <TextField label="Destination Name" aria-required="true" error={errors.name?.message} {...register('name')} />
        <ImageFileField
          label="Illustration"
          accept="image/png,image/jpeg,image/svg+xml"
          kindsLabel="PNG, JPEG or SVG"
          file={illustration}
          onChange={setIllustration}
        />
        {serverError && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-800">
            {serverError}
          </p>
        )}
        <Button type="submit" disabled={createDestination.isPending}>
          {createDestination.isPending ? 'Uploading...' : 'Upload Destination'}
        </Button>
      </form>
    </section>
  );
}
