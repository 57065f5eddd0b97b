// The board as a table: one column per slot (hours of a day, days of a week), one row per lane (the requests
// without a PA first, then each PA), each request in the slot it starts in. Row and column headers name every cell
// for screen readers; the arrow keys move between requests (board-keys.ts). A PA's busy slots are shaded.
import { useTranslation } from 'react-i18next';
import type {
  DispatchAssignment,
  DispatchBoard,
  UnassignedRequest,
} from '@alfie/shared/contracts/dispatch-board';
import { NAMESPACE } from '../i18n/namespace.ts';
import { covers, slotOf, type BoardView, type Slot } from './board-range.ts';
import { slotLabel } from './board-format.ts';
import { moveBetweenItems } from './board-keys.ts';
import { BoardItem } from './board-item.tsx';

interface LaneProps {
  header: string;
  requests: (DispatchAssignment | UnassignedRequest)[];
  slots: Slot[];
  shadeBusy: boolean;
  className?: string;
}

function Lane({ header, requests, slots, shadeBusy, className }: LaneProps) {
  const bySlot = slots.map(() => [] as LaneProps['requests']);
  for (const r of requests) bySlot[slotOf(slots, r.startDatetime)]!.push(r);
  return (
    <tr className={className}>
      <th scope="row">{header}</th>
      {slots.map((slot, i) => (
        <td
          key={slot.start.toISOString()}
          className={shadeBusy && requests.some((r) => covers(slot, r)) ? 'dispatch-cell--busy' : undefined}
        >
          {bySlot[i]!.length > 0 && (
            <ul className="dispatch-items">
              {bySlot[i]!.map((r) => (
                <li key={r.id}>
                  <BoardItem request={r} />
                </li>
              ))}
            </ul>
          )}
        </td>
      ))}
    </tr>
  );
}

export interface BoardGridProps {
  board: DispatchBoard;
  view: BoardView;
  slots: Slot[];
  caption: string;
}

export function BoardGrid({ board, view, slots, caption }: BoardGridProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="dispatch-scroll">
      <table className={`dispatch-board dispatch-board--${view}`} onKeyDown={moveBetweenItems}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('dispatchLane')}</th>
            {slots.map((slot) => (
              <th scope="col" key={slot.start.toISOString()}>
                {slotLabel(view, slot)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <Lane
            header={t('dispatchUnassignedLane', { count: board.unassigned.length })}
            requests={board.unassigned}
            slots={slots}
            shadeBusy={false}
            className="dispatch-lane--unassigned"
          />
          {board.pas.map((pa) => (
            <Lane
              key={pa.id}
              header={`${pa.firstname} ${pa.lastname}`}
              requests={pa.assignments}
              slots={slots}
              shadeBusy
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
