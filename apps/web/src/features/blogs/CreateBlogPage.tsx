import { zodResolver } from '@hookform/resolvers/zod';
import { BLOG_MESSAGES, blogInputSchema, type Blog, type BlogInput } from '@hillnest/domain';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { AdminPageHeader, ButtonLink } from '../../components/AdminPageHeader';
import { FormSubmitRow } from '../../components/FormSubmitRow';
import { FormDateField } from '../../components/DateTextField';
import { Loading } from '../../components/Loading';
import { ImageFileField } from '../../components/ImageFileField';
import { notify } from '../../components/notify';
import { TextAreaField } from '../../components/TextAreaField';
import { TextField } from '../../components/TextField';
import { errorMessage } from '../../lib/api';
import { useToday } from '../../lib/siteConfig';
import { BlogContent } from './BlogContent';
import { useBlog, useCreateBlog, useUpdateBlog } from './api';
import { markdownToHtml } from './markdown';

const CONTENT_HINT = 'Markdown: ## for a heading, **bold**, *italic*, - for a list, [text](https://link). Plain HTML works too.';

/** /create-blog: title, author, publish date, thumbnail (PNG or JPEG) and the content, with a preview. */
export function CreateBlogPage() {
  return <BlogForm />;
}

/** /edit-blog/{id}: the same form filled in; saving keeps the blog's id and address. */
export function EditBlogPage() {
  const { id = '' } = useParams();
  const blog = useBlog(id);
  if (blog.isPending) return <Loading />;
  if (blog.isError) {
    return (
      <section className="mx-auto w-full max-w-3xl px-4 py-8">
        <AdminPageHeader title="Edit Blog" />
        <p role="alert">This blog does not exist or was deleted.</p>
      </section>
    );
  }
  return <BlogForm key={id} existing={blog.data} />;
}

function BlogForm({ existing }: { existing?: Blog }) {
  const navigate = useNavigate();
  const today = useToday();
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [showPreview, setShowPreview] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    getValues,
    setValue,
    control,
    formState: { errors, isSubmitted },
  } = useForm<BlogInput>({
    resolver: zodResolver(blogInputSchema),
    defaultValues: existing
      ? { title: existing.title, author: existing.author, publishDate: existing.publishDate, content: existing.contentHtml }
      : { title: '', author: '', publishDate: '', content: '' },
  });
  const createBlog = useCreateBlog();
  const updateBlog = useUpdateBlog();
  const saving = createBlog.isPending || updateBlog.isPending;

  // Publish today unless the admin picks another date.
  useEffect(() => {
    if (today && !getValues('publishDate')) setValue('publishDate', today);
  }, [today, getValues, setValue]);

  const onValid = (values: BlogInput) => {
    if (existing) {
      setServerError(null);
      updateBlog.mutate(
        { ...values, id: existing._id, content: markdownToHtml(values.content), thumbnailImage: thumbnail },
        {
          onSuccess: (blog) => {
            notify.success('Blog saved');
            void navigate(`/blogs/${blog._id}`);
          },
          onError: (error) => setServerError(errorMessage(error)),
        },
      );
      return;
    }
    if (!thumbnail) {
      window.alert(BLOG_MESSAGES.incomplete);
      return;
    }
    setServerError(null);
    createBlog.mutate(
      { ...values, content: markdownToHtml(values.content), thumbnailImage: thumbnail },
      {
        onSuccess: (blog) => {
          notify.success('Blog published');
          void navigate(`/blogs/${blog._id}`);
        },
        onError: (error) => {
          window.alert(BLOG_MESSAGES.createFailed);
          setServerError(errorMessage(error));
        },
      },
    );
  };

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <AdminPageHeader title={existing ? 'Edit Blog' : 'Create Blog'} actions={<ButtonLink to="/review-blogs">Review Blogs</ButtonLink>} />
      <form
        noValidate
        onSubmit={handleSubmit(onValid, (formErrors) => {
          if ((!thumbnail && !existing) || Object.values(formErrors).some((e) => e?.message === BLOG_MESSAGES.incomplete)) {
            window.alert(BLOG_MESSAGES.incomplete);
          }
        })}
        className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <TextField label="Title" aria-required="true" error={errors.title?.message} {...register('title')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Author" aria-required="true" error={errors.author?.message} {...register('author')} />
          <FormDateField control={control} name="publishDate" label="Publish Date" error={errors.publishDate?.message} />
        </div>
        <ImageFileField
          label="Thumbnail"
          accept="image/png,image/jpeg"
          kindsLabel="PNG or JPEG"
          required={!existing}
          file={thumbnail}
          onChange={setThumbnail}
          error={isSubmitted && !thumbnail && !existing ? BLOG_MESSAGES.incomplete : undefined}
        />
        <div>
          <div className="mb-2 flex justify-end">
            <button
              type="button"
              aria-pressed={showPreview}
              onClick={() => setShowPreview((shown) => !shown)}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
            >
              {showPreview ? 'Edit' : 'Preview'}
            </button>
          </div>
          {showPreview ? (
            <div className="min-h-64 rounded-md border border-slate-300 p-4" aria-label="Content preview" role="region">
              <BlogContent html={markdownToHtml(watch('content'))} />
            </div>
          ) : (
            <TextAreaField
              label="Content"
              hint={CONTENT_HINT}
              rows={16}
              aria-required="true"
              error={errors.content?.message}
              {...register('content')}
            />
          )}
        </div>
        <FormSubmitRow
          error={serverError}
          saving={saving}
          label={existing ? 'Save Blog' : 'Publish Blog'}
          savingLabel={existing ? 'Saving...' : 'Publishing...'}
        />
      </form>
    </section>
  );
}
