/** A destination page's head: its introduction as the description, its breadcrumb and its questions as a FAQPage. Server only. */
import {
  API_PATHS,
  breadcrumbList,
  type DestinationPage,
  destinationPath,
  faqPage,
  fromPricePerNight,
  type PageHead,
  plural,
  shareImagePath,
  shortDescription,
} from '@hillnest/domain';

export function destinationHead(slug: string) {
  return (answers: Readonly<Record<string, unknown>>, origin: string): PageHead | undefined => {
    const page = answers[API_PATHS.destinationPage(slug)] as DestinationPage | undefined;
    if (!page) return undefined;
    const title = `Holiday apartments in ${page.name}`;
    const cheapest = page.properties.reduce((low, hotel) => (hotel.pricePerNight < low.pricePerNight ? hotel : low));
    const count = page.properties.length;
    const summary = `${plural(count, 'holiday apartment')} in ${page.name}, ${fromPricePerNight(cheapest, cheapest.pricePerNight)}, booked directly.`;
    return {
      title,
      description: shortDescription(page.introduction ? `${summary} ${page.introduction}` : summary),
      image: shareImagePath(page.properties[0]?.imageUrls[0]),
      jsonLd: [
        breadcrumbList(origin, [
          { name: 'Home', path: '/' },
          { name: page.name, path: destinationPath(page.slug) },
        ]),
        ...(page.questions.length > 0 ? [faqPage(page.questions)] : []),
      ],
    };
  };
}
