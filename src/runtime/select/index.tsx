/*
 * The site's stand-in for rc-select: the size changer's select, drawn closed as rc-select
 * 14.11.0 draws it, and rc-select itself downloaded when a visitor goes to use it, so pages with
 * a size changer no longer load its popup, list and motion code up front (33 KiB gzipped of
 * their first load, maintainers/patch-gains.md). `rc-select` is aliased here in both builds
 * (plugins/patches/index.ts); the sandbox's runner frame is bundled apart and keeps the real one.
 */
import React, { forwardRef, useEffect, useState } from 'react';
import type { SelectProps } from 'rc-select';
import { ClosedSelect } from './ClosedSelect';
import { drawsAlike } from './selectProps';
import { useRealSelect } from './useRealSelect';

let nextId = 0;

/**
 * rc-select's id for its list: none while rendered on the server or hydrating, then
 * `rc_select_<n>` after mount (`TEST_OR_SSR` under test), as rc-select's own useId, and handed
 * to the real select so the ids stay the same across the swap.
 */
function useSelectId(given: string | undefined): string | undefined {
  const [inner, setInner] = useState<string>();
  useEffect(() => {
    setInner(`rc_select_${process.env.NODE_ENV === 'test' ? 'TEST_OR_SSR' : nextId++}`);
  }, []);
  return given || inner;
}

const LazySelect = forwardRef<unknown, SelectProps>(function LazySelect(props, ref) {
  const id = useSelectId(props.id);
  const { Real, handover, focused, intent } = useRealSelect(props.disabled, !drawsAlike(props));
  if (Real) {
    return (
      <Real
        {...props}
        id={id}
        ref={ref}
        defaultOpen={props.defaultOpen || handover.open}
        autoFocus={props.autoFocus || handover.focus}
      />
    );
  }
  return <ClosedSelect select={props} id={id} focused={focused} intent={intent} />;
});

/** rc-select's Option: a placeholder its parent reads (`value`, children as the label). */
function Option(): null {
  return null;
}
Option.isSelectOption = true;

/** rc-select's OptGroup: a placeholder its parent reads. */
function OptGroup(): null {
  return null;
}
OptGroup.isSelectOptGroup = true;

// rc-pagination builds its choices with `selectComponentClass.Option`
const Select = Object.assign(LazySelect, { Option, OptGroup });

export { Option, OptGroup };
export default Select;
