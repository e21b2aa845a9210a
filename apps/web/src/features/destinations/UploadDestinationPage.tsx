import { zodResolver } from '@hookform/resolvers/zod';
import { DESTINATION_MESSAGES, destinationInputSchema, type Destination, type DestinationInput } from '@hillnest/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { AdminPageHeader, ButtonLink } from '../../components/AdminPageHeader';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { Loading } from '../../components/Loading';
import { ImageFileField } from '../../components/ImageFileField';
import { notify } from '../../components/notify';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { useAdminDestinations, useCreateDestination, useUpdateDestination } from './api';

/** /upload-destination: a name and an optional illustration (PNG, JPEG or SVG). */
export function UploadDestinationPage() {
  return <DestinationForm />;
}

/** /edit-destination/{id}: rename a destination or replace its picture (same id). */
export function EditDestinationPage() {
  const { id = '' } = useParams();
  const destinations = useAdminDestinations();
  if (destinations.isPending) return <Loading />;
  const destination = destinations.data?.find((d) => d._id === id);
  if (!destination) {
    return (
      <section className="mx-auto w-full max-w-2xl px-4 py-8">
        <AdminPageHeader title="Edit Destination" />
        <p role="alert">This destination does not exist or was deleted.</p>
      </section>
    );
  }
  return <DestinationForm key={id} existing={destination} />;
}

function DestinationForm({ existing }: { existing?: Destination }) {
  const navigate = useNavigate();
  const [illustration, setIllustration] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DestinationInput>({ resolver: zodResolver(destinationInputSchema), defaultValues: { name: existing?.name ?? '' } });
  const createDestination = useCreateDestination();
  const updateDestination = useUpdateDestination();
  const saving = createDestination.isPending || updateDestination.isPending;

  const onValid = ({ name }: DestinationInput) => {
    setServerError(null);
    if (existing) {
      updateDestination.mutate(
        { id: existing._id, name, illustrationImage: illustration },
        {
          onSuccess: () => {
            notify.success('Destination saved');
            void navigate('/view-destinations');
          },
          onError: (error) => setServerError(errorMessage(error)),
        },
      );
      return;
    }
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
      <AdminPageHeader
        title={existing ? 'Edit Destination' : 'Upload Destination'}
        actions={<ButtonLink to="/view-destinations">Review Destinations</ButtonLink>}
      />
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
        <FormSubmitRow
          error={serverError}
          saving={saving}
          label={existing ? 'Save Destination' : 'Upload Destination'}
          savingLabel={existing ? 'Saving...' : 'Uploading...'}
        >
          {existing?.illustrationImageUrl && !illustration && (
            <p className="text-sm text-slate-700">The current picture stays unless you choose another one.</p>
          )}
        </FormSubmitRow>
      </form>
    </section>
  );
}
