import { ContentFormPage } from '@/features/admin/content/content-form-page';
import { ContentTranslationPage } from '@/features/admin/content/content-translation-page';
import { BLOGS } from '@/features/admin/content/kinds/blogs';
import { CAREERS } from '@/features/admin/content/kinds/careers';
import { HIGHLIGHTS } from '@/features/admin/content/kinds/highlights';
import { PRODUCTS } from '@/features/admin/content/kinds/products';
import { TESTIMONIALS } from '@/features/admin/content/kinds/testimonials';

export const BlogForm = () => <ContentFormPage kind={BLOGS} />;
export const HighlightForm = () => <ContentFormPage kind={HIGHLIGHTS} />;
export const CareerForm = () => <ContentFormPage kind={CAREERS} />;
export const TestimonialForm = () => <ContentFormPage kind={TESTIMONIALS} />;
export const ProductForm = () => <ContentFormPage kind={PRODUCTS} />;

export const BlogTranslation = () => <ContentTranslationPage kind={BLOGS} />;
export const HighlightTranslation = () => <ContentTranslationPage kind={HIGHLIGHTS} />;
export const CareerTranslation = () => <ContentTranslationPage kind={CAREERS} />;
export const TestimonialTranslation = () => <ContentTranslationPage kind={TESTIMONIALS} />;
export const ProductTranslation = () => <ContentTranslationPage kind={PRODUCTS} />;
