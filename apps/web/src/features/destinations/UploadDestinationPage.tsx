import { zodResolver } from '@hookform/resolvers/zod';
import {
  DESTINATION_LIMITS,
  DESTINATION_MESSAGES,
  destinationInputSchema,
  type AdminDestination,
  type DestinationInput,
} from '@hillnest/domain';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/TextAreaField';
import { useNavigate, useParams } from 'react-router';
import { AdminPageHeader, ButtonLink } from '../../components/AdminPageHeader';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { Loading } from '../../components/Loading';
import { ImageFileField } from '../../components/ImageFileField';
import { notify } from '../../components/notify';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { useAdminDestinations, useCreateDestination, useUpdateDestination } from './api';

/**
 * /upload-destination: a name, an optional illustration (PNG, JPEG or SVG), and what its page
 * (/destinations/{slug}) says: an introduction and questions with their answers.
 */
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

function DestinationForm({ existing }: { existing?: AdminDestination }) {
  const navigate = useNavigate();
  const [illustration, setIllustration] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<DestinationInput>({
    resolver: zodResolver(destinationInputSchema),
    defaultValues: { name: existing?.name ?? '', introduction: existing?.introduction ?? '', questions: existing?.questions ?? [] },
  });
  const questions = useFieldArray({ control, name: 'questions' });
  const createDestination = useCreateDestination();
  const updateDestination = useUpdateDestination();
  const saving = createDestination.isPending || updateDestination.isPending;

  const onValid = (input: DestinationInput) => {
    setServerError(null);
    if (existing) {
      updateDestination.mutate(
        { ...input, id: existing._id, illustrationImage: illustration },
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
      { ...input, illustrationImage: illustration },
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
        <TextAreaField label="Introduction" rows={6} error={errors.introduction?.message} {...register('introduction')} />
        <fieldset className="space-y-4">
          <legend className="text-sm font-medium text-slate-800">Questions and answers</legend>
          {errors.questions?.message && (
            <p role="alert" className="text-sm text-red-700">
              {errors.questions.message}
            </p>
          )}
          {questions.fields.map((field, index) => (
            <div key={field.id} className="space-y-2 rounded-lg border border-slate-200 p-3">
              <TextField
                label={`Question ${index + 1}`}
                error={errors.questions?.[index]?.question?.message}
                {...register(`questions.${index}.question`)}
              />
              <TextAreaField
                label={`Answer ${index + 1}`}
                rows={3}
                error={errors.questions?.[index]?.answer?.message}
                {...register(`questions.${index}.answer`)}
              />
              <Button type="button" variant="secondary" onClick={() => questions.remove(index)}>
                Remove question {index + 1}
              </Button>
            </div>
          ))}
          {questions.fields.length < DESTINATION_LIMITS.questions && (
            <Button type="button" variant="secondary" onClick={() => questions.append({ question: '', answer: '' })}>
              Add a question
            </Button>
          )}
        </fieldset>
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
