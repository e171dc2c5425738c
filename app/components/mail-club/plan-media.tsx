import { useCallback, useEffect, useRef, useState } from "react";
import { ImageComingSoon } from "#app/components/catalogue/product-image.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { useHydrated } from "#app/components/use-hydrated.ts";
import type { ProductImage } from "#server/catalogue/types.ts";

export interface PreviewVideo {
  webm?: string;
  mp4?: string;
}

type Layer = "video" | "image" | "placeholder";

/** `url 500w, url 800w, …` of the WebP variants. */
function webpSrcSet(image: ProductImage) {
  return Object.values(image.variants)
    .filter(Boolean)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.webp} ${variant.width}w`)
    .join(", ");
}

/**
 * A plan's preview at 4:3: the looping muted video, falling back to the picture when the
 * video cannot be played, and to the drawn 'Image Coming Soon' card when the picture fails
 * too. The layers are stacked (placeholder, picture as the video's poster, video), so the
 * fallbacks hold before scripts run as well. Once scripts run, the video plays while it is
 * on screen unless the visitor asked for reduced motion, with a button to pause or play.
 */
export function PlanMedia({
  image,
  video,
  alt,
  sizes,
  className,
}: {
  image: ProductImage | null;
  video: PreviewVideo | null;
  alt: string;
  sizes: string;
  className?: string;
}) {
  const hydrated = useHydrated();
  const [layer, setLayer] = useState<Layer>(video ? "video" : image ? "image" : "placeholder");
  const fallBack = useCallback(
    () => setLayer((current) => (current === "video" && image ? "image" : "placeholder")),
    [image],
  );
  const imageRef = useRef<HTMLImageElement>(null);
  const poster = image?.variants.medium?.webp ?? image?.variants.large?.webp;

  // A picture that failed before hydration fired its event unheard: look now.
  useEffect(() => {
    const img = imageRef.current;
    if (img?.complete && img.naturalWidth === 0) setLayer("placeholder");
  }, []);

  return (
    <div className={cx("relative aspect-[4/3] w-full overflow-hidden bg-paper-deep", className)}>
      <div aria-hidden={layer !== "placeholder"} className="absolute inset-0">
        <ImageComingSoon className="h-full w-full" />
      </div>
      {layer === "image" && image ? (
        <img
          ref={imageRef}
          src={poster}
          srcSet={webpSrcSet(image)}
          sizes={sizes}
          alt={alt}
          width={image.width || 1000}
          height={image.height || 750}
          loading="lazy"
          decoding="async"
          onError={() => setLayer("placeholder")}
          className="absolute inset-0 h-full w-full object-cover"
        />
      ) : null}
      {layer === "video" && video ? (
        <LoopingVideo
          video={video}
          poster={poster}
          label={alt}
          controls={!hydrated}
          onFail={fallBack}
        />
      ) : null}
    </div>
  );
}

function LoopingVideo(props: {
  video: PreviewVideo;
  poster: string | undefined;
  label: string;
  /** The browser's own controls, until scripts bring the play/pause button. */
  controls: boolean;
  onFail: () => void;
}) {
  const { video, onFail } = props;
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const pausedByVisitor = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Every source already failed before hydration.
    if (element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) {
      onFail();
      return;
    }
    const calm = window.matchMedia("(prefers-reduced-motion: reduce)");
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && !calm.matches && !pausedByVisitor.current) {
          element.play().catch(() => {});
        } else if (!entry?.isIntersecting) {
          element.pause();
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onFail]);

  const toggle = () => {
    const element = ref.current;
    if (!element) return;
    pausedByVisitor.current = !element.paused;
    if (element.paused) element.play().catch(() => {});
    else element.pause();
  };

  const sources = [
    video.webm ? { src: video.webm, type: "video/webm" } : null,
    video.mp4 ? { src: video.mp4, type: "video/mp4" } : null,
  ].filter((source) => source !== null);

  return (
    <>
      <video
        ref={ref}
        aria-label={props.label}
        poster={props.poster}
        muted
        loop
        playsInline
        preload="metadata"
        controls={props.controls}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        className="absolute inset-0 h-full w-full object-cover"
      >
        {sources.map((source, index) => (
          <source
            key={source.src}
            src={source.src}
            type={source.type}
            // The last source failing means none could be played.
            onError={index === sources.length - 1 ? onFail : undefined}
          />
        ))}
      </video>
      {props.controls ? null : (
        <button
          type="button"
          onClick={toggle}
          aria-label={playing ? "Pause preview video" : "Play preview video"}
          className="absolute right-3 bottom-3 inline-flex size-11 items-center justify-center rounded-pill bg-ink/75 text-paper-raised shadow-paper transition-colors hover:bg-ink"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
            {playing ? (
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />
            ) : (
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z" />
            )}
          </svg>
        </button>
      )}
    </>
  );
}
