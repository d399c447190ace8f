/**
 * Scrolling an element to a fixed distance from the top of the window, and keeping it there while
 * the page above it settles: the product banner and other images loading, sections arriving late.
 */

/** Images above the element are waited for this long before scrolling anyway. */
const IMAGE_WAIT_MS = 2000;
/** The page is watched at most this long after the first scroll. */
const WATCH_MS = 8000;
/** The element must hold its place this long, with every image above it loaded, to be settled. */
const SETTLED_MS = 400;
/** A scroll that has not moved for this long has ended (or never started, on a busy machine). */
const SCROLL_IDLE_MS = 250;
/** Positions within this many pixels count as the same. */
const TOLERANCE_PX = 2;
/** Once the visitor scrolls, clicks or types, the page is theirs. */
const VISITOR_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/** Images before the element in the page that are still loading (they may move it). */
function pendingImagesAbove(element: HTMLElement): HTMLImageElement[] {
  return Array.from(document.images).filter(
    (image) =>
      !image.complete &&
      image.loading !== 'lazy' &&
      Boolean(image.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
}

/** The window's scroll position that puts the element `offset` px from the top, as far as it can. */
function targetScrollY(element: HTMLElement, offset: number): number {
  const wanted = element.getBoundingClientRect().top + window.scrollY - offset;
  const last = document.documentElement.scrollHeight - window.innerHeight;
  return Math.round(Math.max(0, Math.min(wanted, last)));
}

/**
 * Once the images above `element` have loaded (or after IMAGE_WAIT_MS), smoothly scrolls it to
 * `offset` px from the top of the window; then, frame by frame, follows it when something above
 * moves it, and finishes a scroll the browser dropped, until it has held its place for SETTLED_MS,
 * the visitor takes over, or WATCH_MS pass. Returns a function that stops it.
 */
export function scrollIntoPlace(element: HTMLElement, offset: number): () => void {
  let isStopped = false;
  let frame = 0;
  const stop = () => {
    isStopped = true;
    cancelAnimationFrame(frame);
    for (const type of VISITOR_EVENTS) window.removeEventListener(type, stop);
  };
  for (const type of VISITOR_EVENTS) window.addEventListener(type, stop, { passive: true });

  const startedAt = performance.now();
  let deadline = Infinity;
  let aimedAt = Number.NaN;
  let lastY = Number.NaN;
  let movedAt = 0;
  let heldSince: number | null = null;

  const tick = (now: number) => {
    if (isStopped) return;
    if (!element.isConnected || now > deadline) return stop();
    const imagesPending = pendingImagesAbove(element).length > 0;

    if (Number.isNaN(aimedAt)) {
      // First wait for the images above, which would move the element during the scroll.
      if (imagesPending && now - startedAt < IMAGE_WAIT_MS) {
        frame = requestAnimationFrame(tick);
        return;
      }
      deadline = now + WATCH_MS;
    }

    const target = targetScrollY(element, offset);
    const y = window.scrollY;
    if (y !== lastY) {
      lastY = y;
      movedAt = now;
    }
    const isIdle = now - movedAt >= SCROLL_IDLE_MS;

    if (Number.isNaN(aimedAt) || Math.abs(target - aimedAt) > TOLERANCE_PX) {
      // The first scroll, or the element moved while scrolling: aim (again) at where it is now.
      aimedAt = target;
      movedAt = now;
      heldSince = null;
      window.scrollTo({ top: target, behavior: 'smooth' });
    } else if (isIdle && Math.abs(target - y) > TOLERANCE_PX) {
      // The smooth scroll ended short or was dropped: finish it at once.
      movedAt = now;
      heldSince = null;
      window.scrollTo({ top: target, behavior: 'instant' });
    } else if (isIdle) {
      heldSince ??= now;
      if (!imagesPending && now - heldSince >= SETTLED_MS) return stop();
    }
    frame = requestAnimationFrame(tick);
  };
  frame = requestAnimationFrame(tick);
  return stop;
}
