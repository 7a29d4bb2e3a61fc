/** JSON shapes of the blog API as the browser receives them (dates as ISO strings). */
import type { FeaturedImage } from "./featured-image";
export interface CategoryRef {
  id: string;
  name: string;
  slug: string | null;
}

export interface PostSummary {
  id: string;
  title: string;
  slug: string;
  excerpt: string | null;
  categoryId: string | null;
  category: CategoryRef | null;
  status: string;
  isPublished: boolean;
  publishedAt: string | Date | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[];
  tags: string[];
  readingTime: number;
  viewCount: number;
  authorName: string | null;
  featuredImage?: FeaturedImage | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface StaffPost extends PostSummary {
  content: string;
  aiGenerated: boolean;
  aiPrompt: string | null;
  campaignId: string | null;
  scheduledAt: string | null;
}

export interface Category {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  parentId: string | null;
  order: number;
}

export interface UnapprovedComment {
  id: string;
  blogPostId: string;
  authorName: string;
  authorEmail: string;
  content: string;
  createdAt: string;
  postTitle: string;
  postSlug: string;
}

export interface Campaign {
  id: string;
  name: string;
  description: string | null;
  prompt: string;
  topicKeywords: string[];
  targetCount: number;
  generatedCount: number;
  frequency: string;
  categoryId: string | null;
  isActive: boolean;
  lastRunAt: string | null;
  lastError: string | null;
  lastErrorAt: string | null;
}

export interface SchedulerStatus {
  running: boolean;
  nextCheck: string | null;
  lastCheck: string | null;
  config: { checkIntervalMinutes: number; defaultScheduleHours: number };
}

export interface GeneratedPost {
  title: string;
  content: string;
  excerpt: string;
  seoTitle: string;
  seoDescription: string;
  tags: string[];
}

export interface ContentIdea {
  title: string;
  angle: string;
}
