import { IMAGE_WIDTHS, RESIZABLE_IMAGE } from '@contract/image-widths';

/** Images the site stores can be asked for narrower (`?w=`, functions/src/media/image-variants.ts). */
const resizable = (src: string) => src.startsWith('/uploads/') && !/[?#]/.test(src) && RESIZABLE_IMAGE.test(src);

/** A card is the whole column on a phone, half the row on a tablet, a third of it (412px at most) beyond. */
const CARD_SIZES = '(max-width: 720px) 100vw, (max-width: 1140px) 50vw, 420px';

/**
 * A list card's 16:9 image. The browser picks the narrowest stored width that fills the card (a
 * phone downloads an 800px WebP, not the 1920px upload). `first`: the list's first card, on the
 * first screen, so its image loads at once and first; the others load as they near the screen.
 * `sizes`: how wide the card's image is shown, where its list lays cards out otherwise.
 */
export function CardImage({ src, first = false, sizes = CARD_SIZES }: { src: string; first?: boolean; sizes?: string }) {
  const srcSet = resizable(src) ? IMAGE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', ') : undefined;
  return (
    <img
      src={src}
      {...(srcSet && { srcSet, sizes })}
      alt=""
      width={640}
      height={360}
      {...(first ? { fetchPriority: 'high' } : { loading: 'lazy' })}
    />
  );
}
