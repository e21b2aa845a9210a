import { zodResolver } from '@hookform/resolvers/zod';
import { CAROUSEL_MESSAGES, carouselSlideInputSchema, type CarouselSlide, type CarouselSlideInput } from '@hillnest/domain';
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
import { useCarouselSlides, useCreateSlide, useUpdateSlide } from './api';

/** /upload-featured: a new home carousel slide: picture, headline and the page its button opens. */
export function UploadFeaturedPage() {
  return <SlideForm />;
}

/** /edit-featured/{id}: the same form, filled in; the slide keeps its id and its place in the carousel. */
export function EditFeaturedPage() {
  const { id = '' } = useParams();
  const slides = useCarouselSlides();
  if (slides.isPending) return <Loading />;
  const slide = slides.data?.find((s) => s._id === id);
  if (!slide) {
    return (
      <section className="mx-auto w-full max-w-2xl px-4 py-8">
        <AdminPageHeader title="Edit Featured Image" />
        <p role="alert">This slide does not exist or was deleted.</p>
      </section>
    );
  }
  return <SlideForm key={id} existing={slide} />;
}

function SlideForm({ existing }: { existing?: CarouselSlide }) {
  const navigate = useNavigate();
  const [image, setImage] = useState<File | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitted },
  } = useForm<CarouselSlideInput>({
    resolver: zodResolver(carouselSlideInputSchema),
    defaultValues: { featuredText: existing?.featuredText ?? '', ButtonLink: existing?.ButtonLink ?? '' },
  });
  const createSlide = useCreateSlide();
  const updateSlide = useUpdateSlide();
  const saving = createSlide.isPending || updateSlide.isPending;

  const onValid = (slide: CarouselSlideInput) => {
    if (existing) {
      setServerError(null);
      updateSlide.mutate(
        { ...slide, id: existing._id, carouselImage: image },
        {
          onSuccess: () => {
            notify.success('Featured Image saved');
            void navigate('/carousel');
          },
          onError: (error) => setServerError(errorMessage(error)),
        },
      );
      return;
    }
    if (!image) {
      window.alert(CAROUSEL_MESSAGES.incomplete);
      return;
    }
    setServerError(null);
    createSlide.mutate(
      { ...slide, carouselImage: image },
      {
        onSuccess: () => {
          notify.success('Featured Image added');
          void navigate('/carousel');
        },
        onError: (error) => {
          window.alert(CAROUSEL_MESSAGES.createFailed);
          setServerError(errorMessage(error));
        },
      },
    );
  };

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <AdminPageHeader
        title={existing ? 'Edit Featured Image' : 'Upload Featured Image'}
        actions={<ButtonLink to="/carousel">Carousel Image Gallery</ButtonLink>}
      />
      <form
        noValidate
        onSubmit={handleSubmit(onValid, (formErrors) => {
          if ((!image && !existing) || Object.values(formErrors).some((e) => e?.message === CAROUSEL_MESSAGES.incomplete)) {
            window.alert(CAROUSEL_MESSAGES.incomplete);
          }
        })}
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <TextField label="Featured Text" aria-required="true" error={errors.featuredText?.message} {...register('featuredText')} />
        <TextField
          label="Button Link"
          placeholder="/search?destination=Manali"
          autoComplete="off"
          spellCheck={false}
          aria-required="true"
          error={errors.ButtonLink?.message}
          {...register('ButtonLink')}
        />
        <ImageFileField
          label="Carousel Image"
          accept="image/png,image/jpeg,image/svg+xml"
          kindsLabel="PNG, JPEG or SVG; a wide landscape picture works best"
          required={!existing}
          file={image}
          onChange={setImage}
          error={isSubmitted && !image && !existing ? CAROUSEL_MESSAGES.incomplete : undefined}
        />
        <FormSubmitRow
          error={serverError}
          saving={saving}
          label={existing ? 'Save Featured Image' : 'Upload Featured Image'}
          savingLabel={existing ? 'Saving...' : 'Uploading...'}
        >
          {existing && !image && <p className="text-sm text-slate-700">The current picture stays unless you choose another one.</p>}
        </FormSubmitRow>
      </form>
    </section>
  );
}
