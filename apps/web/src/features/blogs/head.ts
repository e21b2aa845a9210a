/** The blog pages' heads: the list, and each post as a BlogPosting. Server only. */
import {
  absoluteUrl,
  API_PATHS,
  shareImagePath,
  shortDescription,
  SITE_NAME,
  type Blog,
  type BlogPage,
  type PageHead,
} from '@hillnest/domain';

export function blogsHead(read: string) {
  return (answers: Readonly<Record<string, unknown>>): PageHead => {
    const page = answers[read] as BlogPage | undefined;
    const number = page?.pagination.page ?? 1;
    return {
      title: number > 1 ? `Blogs, page ${number}` : 'Blogs',
      description: 'Stories, guides and tips for holidays in India’s hill stations from Hillnest.',
      image: shareImagePath(page?.data[0]?.thumbnailImageUrl),
    };
  };
}

export function blogHead(id: string) {
  return (answers: Readonly<Record<string, unknown>>, origin: string): PageHead | undefined => {
    const blog = answers[API_PATHS.blog(id)] as Blog | undefined;
    if (!blog) return undefined;
    const url = absoluteUrl(origin, `/blogs/${blog._id}`);
    const description = shortDescription(blog.content);
    return {
      title: blog.title,
      description,
      image: shareImagePath(blog.thumbnailImageUrl),
      type: 'article',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          '@id': url,
          mainEntityOfPage: url,
          headline: blog.title,
          description,
          ...(blog.thumbnailImageUrl ? { image: [absoluteUrl(origin, blog.thumbnailImageUrl)] } : {}),
          datePublished: blog.publishDate,
          author: { '@type': 'Person', name: blog.author },
          publisher: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl(origin, '/') },
        },
      ],
    };
  };
}
