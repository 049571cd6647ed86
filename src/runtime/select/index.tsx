/*
 * Stands in for rc-select: the size changer's select drawn closed, the real one downloaded at the first sign
 * of use (maintainers/patch-gains.md). The sandbox runner is bundled apart and keeps the real one.
 */
import React, { forwardRef, useEffect, useState } from 'react';
import type { SelectProps } from 'rc-select';
import { ClosedSelect } from './ClosedSelect';
import { drawsAlike } from './selectProps';
import { useRealSelect } from './useRealSelect';

let nextId = 0;

/** rc-select's list id, as its useId makes it, handed to the real select so ids stay across the swap. */
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

function Option(): null {
  return null;
}
Option.isSelectOption = true;

function OptGroup(): null {
  return null;
}
OptGroup.isSelectOptGroup = true;

// rc-pagination builds its choices with `selectComponentClass.Option`
const Select = Object.assign(LazySelect, { Option, OptGroup });

export { Option, OptGroup };
export default Select;
