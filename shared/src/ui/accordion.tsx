// Accordion: a titled section that opens and closes, announced as expanded or collapsed.
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import './ui.css';

export interface AccordionProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
}

export function Accordion({ title, children, defaultOpen = false }: AccordionProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <section className="alfie-accordion alfie-ui">
      <h3 style={{ margin: 0, fontSize: '1rem' }}>
        <button
          type="button"
          className="alfie-accordion-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          <span>{title}</span>
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </button>
      </h3>
      <div id={panelId} className="alfie-accordion-panel" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
