/** Blog SEO pieces: BlogPosting JSON-LD and the RSS <link rel="alternate">. */
import { absoluteUrl } from "~/lib/seo";
import { isoDate } from "./format";

/** A links() export cannot read Settings: the feed's own title names the business. */
export const blogRssLink = {
  rel: "alternate",
  type: "application/rss+xml",
  title: "Blog RSS feed",
  href: "/blog/rss.xml",
} as const;

interface PostForSchema {
  title: string;
  slug: string;
  excerpt: string | null;
  seoDescription: string | null;
  publishedAt: string | Date | null;
  updatedAt: string | Date;
  createdAt: string | Date;
  authorName: string | null;
  tags: string[];
  seoKeywords: string[];
  readingTime: number;
  category: { name: string } | null;
  featuredImage?: { large: { src: string; width: number; height: number } } | null;
}

/** `name`: the business name as the owner keeps it (Settings). */
export function blogPosting(origin: string, p: PostForSchema, name: string) {
  const url = absoluteUrl(origin, `/blog/${p.slug}`);
  const org = { "@id": `${absoluteUrl(origin, "/")}#business`, "@type": "HVACBusiness", name };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: p.title.slice(0, 110),
    description: p.seoDescription || p.excerpt || p.title,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: isoDate(p.publishedAt ?? p.createdAt),
    dateModified: isoDate(p.updatedAt),
    author: p.authorName ? { "@type": "Person", name: p.authorName } : { "@type": "Organization", name, url: absoluteUrl(origin, "/") },
    publisher: { ...org, logo: { "@type": "ImageObject", url: absoluteUrl(origin, "/favicon.svg") } },
    image: p.featuredImage
      ? { "@type": "ImageObject", url: absoluteUrl(origin, p.featuredImage.large.src), width: p.featuredImage.large.width, height: p.featuredImage.large.height }
      : absoluteUrl(origin, "/images/og-default.png"),
    keywords: [...new Set([...p.seoKeywords, ...p.tags])].join(", ") || undefined,
    ...(p.category ? { articleSection: p.category.name } : {}),
    timeRequired: `PT${p.readingTime}M`,
    inLanguage: "en-US",
  };
}
