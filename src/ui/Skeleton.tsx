import type { CSSProperties, ReactNode } from 'react';
import './skeleton.css';

export interface SkeletonProps {
  /** CSS width (a number is pixels); the box fills its container's width otherwise. */
  width?: number | string;
  /** CSS height (a number is pixels); an aspect-ratio in `style` can size it instead. */
  height?: number | string;
  /** Corner rounding: the token radius of what it stands for (a card's media, a chip, an avatar). */
  shape?: 'box' | 'text' | 'pill' | 'circle';
  className?: string;
  style?: CSSProperties;
}

/**
 * A shimmering placeholder where content is on its way, the size of what will come so nothing jumps. Hidden
 * from assistive technology: the region it sits in says it is loading (SkeletonRegion). Still under reduced motion.
 */
export function Skeleton({ width, height, shape = 'box', className, style }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={`skeleton skeleton-${shape}${className ? ` ${className}` : ''}`}
      style={{ width, height, ...style }}
    />
  );
}

/** Lines of text to come: full lines and a shorter last one. */
export function SkeletonText({ lines = 2, className }: { lines?: number; className?: string }) {
  return (
    <span aria-hidden="true" className={`skeleton-lines${className ? ` ${className}` : ''}`}>
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} shape="text" width={i === lines - 1 && lines > 1 ? '60%' : undefined} />
      ))}
    </span>
  );
}

/**
 * A loading area: its placeholders for sighted users and one status line ("Loading examples") for screen
 * readers. `label` names what is loading.
 */
export function SkeletonRegion({
  label,
  className,
  style,
  children,
}: {
  label: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div className={`skeleton-region${className ? ` ${className}` : ''}`} style={style}>
      <span role="status" className="visually-hidden">
        {label}
      </span>
      {children}
    </div>
  );
}
