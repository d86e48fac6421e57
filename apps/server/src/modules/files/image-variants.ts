import sharp from 'sharp';

/** Widths of the responsive copies; none is made wider than the original. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

/**
 * Decoding stops beyond 40 megapixels (e.g. 8000 × 5000): a small compressed file must not
 * make the server allocate gigabytes.
 */
const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 80;

export interface ImageVariant {
  width: number;
  height: number;
  data: Buffer;
}

export interface ProcessedImage {
  /** Size as displayed, after the EXIF orientation is applied. */
  width: number;
  height: number;
  variants: ImageVariant[];
}

/** Thrown when the bytes look like an image but cannot be decoded as one. */
export class UndecodableImageError extends Error {}

const input = (data: Buffer) =>
  sharp(data, { animated: true, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });

/**
 * Re-encodes an image to WebP at each width of VARIANT_WIDTHS narrower than itself (or once
 * at its own width when it is smaller than all of them). Orientation is applied and metadata
 * such as GPS positions is dropped; animations stay animated.
 */
export async function makeImageVariants(data: Buffer): Promise<ProcessedImage> {
  let width: number;
  let height: number;
  try {
    const meta = await input(data).metadata();
    width = meta.autoOrient?.width ?? meta.width;
    height = meta.autoOrient?.height ?? meta.pageHeight ?? meta.height;
  } catch (error) {
    throw new UndecodableImageError('image cannot be decoded', { cause: error });
  }
  const narrower = VARIANT_WIDTHS.filter((target) => target < width);
  const widths = narrower.length ? narrower : [width];
  const variants: ImageVariant[] = [];
  try {
    for (const target of widths) {
      const { data: output, info } = await input(data)
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.pageHeight ?? info.height, data: output });
    }
  } catch (error) {
    throw new UndecodableImageError('image cannot be re-encoded', { cause: error });
  }
  return { width, height, variants };
}
