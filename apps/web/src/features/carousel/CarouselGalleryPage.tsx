import { Link } from 'react-router';
import { imageSrcSet } from '@hillnest/domain';
import { AdminPageHeader, ButtonLink } from '../../components/AdminPageHeader';
import { DeleteButton } from '../../components/DeleteButton';
import { EditLink } from '../../components/EditLink';
import { imageLoading } from '../../components/imageLoading';
import { Loading } from '../../components/Loading';
import { useCarouselSlides, useDeleteSlide } from './api';

/** /carousel: the home carousel's slides in their order, each with Delete. */
export function CarouselGalleryPage() {
  const { data: slides = [], isPending } = useCarouselSlides();
  const { remove, isDeleting } = useDeleteSlide();

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <AdminPageHeader title="Carousel Image Gallery" actions={<ButtonLink to="/upload-featured">Upload Featured Image</ButtonLink>} />
      {isPending ? (
        <Loading />
      ) : slides.length === 0 ? (
        <p className="text-slate-700">No carousel images yet. The home page shows a placeholder picture until you add one.</p>
      ) : (
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {slides.map((slide, index) => (
            <li key={slide._id} className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
              <img
                src={slide.imageUrl}
                srcSet={imageSrcSet(slide.imageUrl)}
                sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
                alt=""
                width={480}
                height={270}
                {...imageLoading(index === 0 ? 'lead' : index < 3 ? 'eager' : 'lazy')}
                className="aspect-video w-full object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-4">
                <h2 className="text-lg font-semibold text-slate-900">{slide.featuredText}</h2>
                <p className="text-sm text-slate-700">
                  Explore button opens{' '}
                  <Link to={slide.ButtonLink} className="font-mono text-brand-800 underline underline-offset-2">
                    {slide.ButtonLink}
                  </Link>
                </p>
                <div className="mt-auto flex flex-wrap justify-end gap-2 pt-2">
                  <EditLink to={`/edit-featured/${slide._id}`} itemLabel={`carousel image ${slide.featuredText}`} />
                  <DeleteButton
                    itemLabel={`carousel image ${slide.featuredText}`}
                    pending={isDeleting(slide._id)}
                    onDelete={() => remove(slide._id)}
                    consequence="The slide leaves the home page's carousel."
                  />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
