import { useState } from 'react';
import { fillPlaceholders, type TPlaceholderValues } from '../lib/placeholders.ts';
import classes from './faq-groups.module.css';

/** A question and answer of an FAQ; the same placeholders as legal texts. */
export type TFaqItem = { question: string; answer: string };
export type TFaqGroup = { heading: string; items: readonly TFaqItem[] };

/** One question: a button that shows or hides its answer (keyboard and screen-reader friendly). */
function FaqItem({ id, question, answer }: { id: string; question: string; answer: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <div className={classes.item}>
      <h3 className={classes.question}>
        <button
          type="button"
          className={classes.toggle}
          aria-expanded={isOpen}
          aria-controls={`${id}-answer`}
          id={`${id}-question`}
          onClick={() => setIsOpen((open) => !open)}
        >
          <span>{question}</span>
          <span aria-hidden="true">{isOpen ? '−' : '+'}</span>
        </button>
      </h3>
      <div id={`${id}-answer`} role="region" aria-labelledby={`${id}-question`} hidden={!isOpen}>
        <p className={classes.answer}>{answer}</p>
      </div>
    </div>
  );
}

export function FaqGroups({ groups, values }: { groups: readonly TFaqGroup[]; values: TPlaceholderValues }) {
  const fill = (text: string) => fillPlaceholders(text, values);
  return (
    <div className={classes.groups}>
      {groups.map((group, groupIndex) => (
        <section key={group.heading} className={classes.group}>
          <h2 className={classes.heading}>{fill(group.heading)}</h2>
          {group.items.map((item, itemIndex) => (
            <FaqItem
              key={item.question}
              id={`faq-${groupIndex}-${itemIndex}`}
              question={fill(item.question)}
              answer={fill(item.answer)}
            />
          ))}
        </section>
      ))}
    </div>
  );
}
