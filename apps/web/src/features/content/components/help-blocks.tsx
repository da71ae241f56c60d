/**
 * The shop's help text (`@lumen/contract/help/content`) as HTML: paragraphs and lists, links within the shop and out.
 * The text is fixed and never reorders, so a run's place is its key.
 */
import type { HelpBlock, HelpInline } from '@lumen/contract/help/content';
import { Link } from 'react-router';

function Run({ run }: { run: HelpInline }) {
  if (typeof run === 'string') return run;
  if ('strong' in run) return <strong>{run.strong}</strong>;
  if ('to' in run) return <Link to={run.to}>{run.text}</Link>;
  return <a href={run.href}>{run.text}</a>;
}

const Runs = ({ runs }: { runs: HelpInline[] }) =>
  // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, never reordered.
  runs.map((run, index) => <Run key={index} run={run} />);

export function HelpBlocks({ blocks }: { blocks: ReadonlyArray<HelpBlock> }) {
  return blocks.map((block, index) =>
    'p' in block ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, never reordered.
      <p key={index}>
        <Runs runs={block.p} />
      </p>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, never reordered.
      <ul key={index}>
        {block.ul.map((item, itemIndex) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed text, never reordered.
          <li key={itemIndex}>
            <Runs runs={item} />
          </li>
        ))}
      </ul>
    ),
  );
}
