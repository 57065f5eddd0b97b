// TimelineList: a request's timeline (GET /Request/alfie/request-timeline) as an ordered list, oldest first, each
// entry with its time in the user's locale and the words the screen gives it; loader, readable error with retry
// and empty state included. RequestTimeline loads it under a heading. The words stay in each remote (its own
// namespace), the list is written once here.
import { useId, type ReactNode } from 'react';
import { useRequestTimeline } from '@alfie/shared/api/request-timeline';
import type { TimelineEntry } from '../contracts/timeline.ts';
import { formatDateTime } from '@alfie/shared/i18n';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';
import { Loader } from './loader.tsx';
import './ui.css';

export interface TimelineListProps {
  /** Id of the heading that names the list (aria-labelledby). */
  labelledBy: string;
  entries: readonly TimelineEntry[] | null;
  loading: boolean;
  /** An i18n key of the common namespace, when the timeline could not be read. */
  errorKey?: string | null;
  onRetry?: () => void;
  /** What the list shows with no entries. */
  emptyMessage: string;
  /** The entry's translated headline and, optionally, its translated detail. */
  describe(entry: TimelineEntry): { title: string; detail?: ReactNode };
}

export function TimelineList(props: TimelineListProps) {
  const { entries, loading, errorKey, onRetry, emptyMessage, describe, labelledBy } = props;
  if (errorKey) return <ErrorState messageKey={errorKey} onRetry={onRetry} />;
  if (loading && !entries) return <Loader />;
  if (!entries || entries.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <ol className="alfie-timeline" aria-labelledby={labelledBy}>
      {entries.map((entry, i) => {
        const { title, detail } = describe(entry);
        return (
          <li
            key={`${entry.at}-${entry.kind}-${i}`}
            className={`alfie-timeline__item alfie-timeline--${entry.kind}`}
          >
            <time dateTime={entry.at} className="alfie-timeline__time">
              {formatDateTime(entry.at)}
            </time>{' '}
            <span className="alfie-timeline__title">{title}</span>
            {detail ? <div className="alfie-timeline__detail">{detail}</div> : null}
          </li>
        );
      })}
    </ol>
  );
}

export interface RequestTimelineProps extends Pick<TimelineListProps, 'emptyMessage' | 'describe'> {
  /** The request. */
  id: number;
  /** Reloads the timeline when it changes (the request's status). */
  version?: unknown;
  title: string;
  className?: string;
}

/** The timeline of request `id` as a titled section: loads it, then shows TimelineList. */
export function RequestTimeline({ id, version, title, className, ...words }: RequestTimelineProps) {
  const headingId = useId();
  const timeline = useRequestTimeline(id, version);
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId}>{title}</h2>
      <TimelineList
        labelledBy={headingId}
        entries={timeline.data}
        loading={timeline.loading}
        errorKey={timeline.error?.messageKey}
        onRetry={timeline.reload}
        {...words}
      />
    </section>
  );
}
