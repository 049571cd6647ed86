import { useIntl } from 'dumi';
import React, { forwardRef } from 'react';
import { DEFAULT_RELEASE, type ReleaseId } from '../versions';
import { frameClip, type FrameSize } from './frameBox';
import { frameTitle } from './frameTitle';
import './index.css';

export interface SandboxFrameProps {
  src: string;
  /** already clamped (frameBox) */
  size: FrameSize;
  /** false until the frame rendered */
  shown: boolean;
  /** the next run's frame, loading out of sight */
  loading?: boolean;
  onLoad?: () => void;
  /** the code is the visitor's (or shared), for the title */
  edited?: boolean;
  release?: ReleaseId;
}

/**
 * `allow-scripts` alone: an opaque origin that cannot navigate the page, open windows or submit forms; its
 * permissions policy denies the clipboard (maintainers/live-demo-sandbox.md).
 */
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
