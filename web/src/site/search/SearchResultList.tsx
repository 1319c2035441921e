import { Icon } from '../../shared/ui/Icon.tsx';
import type { SearchItem } from './search.ts';
import { resultList } from './SearchResultList.styles.ts';

interface Props {
  listId: string;
  results: readonly SearchItem[];
  activeIndex: number;
  optionId: (index: number) => string;
  onChoose: (item: SearchItem) => void;
  /** The second line of each result: a truncated description, or feature phrases. */
  detail: (item: SearchItem) => string;
  label: string;
}

export function SearchResultList({ listId, results, activeIndex, optionId, onChoose, detail, label }: Props) {
  return (
    <ul role="listbox" id={listId} aria-label={label} className={resultList.list}>
      {results.map((item, index) => (
        <li
          key={item.path}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          className={index === activeIndex ? resultList.optionActive : resultList.option}
          onClick={() => onChoose(item)}
        >
          <div className={resultList.row}>
            <div className={resultList.icon}>
              <Icon name={item.icon} size={18} />
            </div>
            <div className={resultList.text}>
              <p className={resultList.title}>
                {item.title}
                <span className={resultList.category}> · {item.category}</span>
              </p>
              <p className={resultList.detail}>{detail(item)}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
