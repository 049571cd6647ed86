import { useIntl } from 'dumi';
import React, { forwardRef } from 'react';
import { DEFAULT_RELEASE, type ReleaseId } from '../versions';
import { frameClip, type FrameSize } from './frameBox';
import { frameTitle } from './frameTitle';
import './index.css';

export interface SandboxFrameProps {
  src: string;
  /** the demo's height, and a popup's area below it (already clamped: frameBox) */
  size: FrameSize;
  /** false until the frame rendered (or while the page shows an error box instead) */
  shown: boolean;
  /** the next run's frame, loading out of sight while the last good one stays */
  loading?: boolean;
  /** each document the frame loads */
  onLoad?: () => void;
  /** the code is the visitor's edit (or a shared one), not the demo as written */
  edited?: boolean;
  /** the release the code runs on */
  release?: ReleaseId;
}

/**
 * The frame edited and shared code runs in: `allow-scripts` and nothing else, so its origin is
 * opaque (no cookies, storage or same-origin requests of the site, no reach into this page),
 * and it cannot navigate the page, open windows or submit forms; its permissions policy denies
 * it the clipboard. One frame per run: the runner locks out scripts once the run's code is in
 * (maintainers/live-demo-sandbox.md). Clipped to its flow and its popup's area (frameClip).
 */
/** What the frame may not use, whatever its code asks: the clipboard, both ways. */
export const FRAME_PERMISSIONS = "clipboard-read 'none'; clipboard-write 'none'";

const SandboxFrame = forwardRef<HTMLIFrameElement, SandboxFrameProps>(function SandboxFrame(
  { src, size, shown, loading = false, onLoad, edited = true, release = DEFAULT_RELEASE },
  ref,
) {
  const intl = useIntl();
  const title = frameTitle(edited, release);
  const { height, overlay } = size;
  return (
    <iframe
      ref={ref}
      className={loading ? 'rcp-sandbox-next' : 'rcp-sandbox-frame'}
      data-shown={shown || undefined}
      src={src}
      onLoad={onLoad}
      sandbox="allow-scripts"
      allow={FRAME_PERMISSIONS}
      title={intl.formatMessage({ id: title.id }, title.values)}
      aria-hidden={shown ? undefined : true}
      tabIndex={shown ? undefined : -1}
      data-overlay={(shown && overlay > 0) || undefined}
      style={shown ? { height: height + overlay, ...(overlay > 0 ? { marginBottom: -overlay, clipPath: frameClip(size) } : {}) } : undefined}
    />
  );
});

export default SandboxFrame;
