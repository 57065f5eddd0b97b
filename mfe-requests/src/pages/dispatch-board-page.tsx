// DispatchBoardPage (/dispatch-board): a day or a week of PAs against time with their assignments, plus the lane of
// requests without a PA, urgent ones marked; every request opens its assignment page. Live: it reloads on request
// events, quietly (the board shown stays until the new one arrives). A loader while a period first loads, and a
// readable error with Retry.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Loader } from '@alfie/shared/ui';
import { NAMESPACE } from '../i18n/namespace.ts';
import { useDispatchBoard } from '../api/get-dispatch-board.ts';
import { addDays, boardRange, italianDayOf, type BoardView } from '../dispatch/board-range.ts';
import { periodLabel } from '../dispatch/board-format.ts';
import { BoardGrid } from '../dispatch/board-grid.tsx';
import '../dispatch/dispatch-board.css';

export default function DispatchBoardPage() {
  const { t } = useTranslation(NAMESPACE);
  const [view, setView] = useState<BoardView>('day');
  const [day, setDay] = useState(() => italianDayOf(new Date()));
  const range = useMemo(() => boardRange(view, day), [view, day]);
  const board = useDispatchBoard(range.from, range.to);
  const period = periodLabel(view, range.from, range.to);
  const step = view === 'day' ? 1 : 7;

  return (
    <section className="alfie-ui dispatch-page" aria-labelledby="dispatch-title">
      <h1 id="dispatch-title">{t('dispatchTitle')}</h1>
      <div className="dispatch-toolbar">
        <div role="group" aria-label={t('dispatchView')}>
          {(['day', 'week'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className="alfie-button alfie-button--secondary"
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {t(v === 'day' ? 'dispatchDay' : 'dispatchWeek')}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="alfie-button alfie-button--secondary"
          onClick={() => setDay(addDays(day, -step))}
        >
          {t('dispatchPrevious')}
        </button>
        <button
          type="button"
          className="alfie-button alfie-button--secondary"
          onClick={() => setDay(italianDayOf(new Date()))}
        >
          {t('dispatchToday')}
        </button>
        <button
          type="button"
          className="alfie-button alfie-button--secondary"
          onClick={() => setDay(addDays(day, step))}
        >
          {t('dispatchNext')}
        </button>
        <h2 aria-live="polite" style={{ fontSize: '1.1rem', margin: 0 }}>
          {period}
        </h2>
      </div>
      {board.data && (
        <p>
          {t('dispatchUrgentLegend', { hours: board.data.urgentHours })}{' '}
          {t('dispatchAtRiskLegend', { minutes: board.data.atRiskMinutes })} {t('dispatchKeyboardHint')}
        </p>
      )}
      {board.error ? (
        <ErrorState onRetry={board.reload} />
      ) : board.data ? (
        <>
          <BoardGrid
            board={board.data}
            view={view}
            slots={range.slots}
            caption={t('dispatchCaption', { period })}
          />
          {board.data.pas.length === 0 && <p>{t('dispatchNoPas')}</p>}
        </>
      ) : (
        <Loader />
      )}
    </section>
  );
}
