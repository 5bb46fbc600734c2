/** An image's size in pixels. Its own module: every page shows images, few pages check uploads. */
export interface Dimensions {
  width: number;
  height: number;
}

export function formatDimensions({ width, height }: Dimensions) {
  return `${width}×${height}`;
}
