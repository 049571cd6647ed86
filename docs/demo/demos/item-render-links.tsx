import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import type { PaginationProps } from 'rc-pagination';
import enUS from 'rc-pagination/lib/locale/en_US';
import 'rc-pagination/assets/index.css';

const total = 120;
const pageSize = 10;
const lastPage = Math.ceil(total / pageSize);

/** The address of a page: what a router would put in the address bar. */
const hrefOf = (page: number) => `?page=${page}`;

export default function ItemRenderLinksDemo() {
  const [current, setCurrent] = useState(1);

  // Every page, previous and next item is a real link: it can be opened in a new tab, and
  // search engines can follow it. rc-pagination's <li> still handles the click and calls
  // onChange; preventDefault keeps this demo on its page, as a router's <Link> would.
  const itemRender: PaginationProps['itemRender'] = (page, type, element) => {
    const outOfRange =
      (type === 'prev' && current === 1) || (type === 'next' && current === lastPage);
    if (type === 'jump-prev' || type === 'jump-next' || outOfRange) return element;
    const text = type === 'prev' ? 'Previous' : type === 'next' ? 'Next' : page;
    return (
      <a
        href={hrefOf(page)}
        aria-current={type === 'page' && page === current ? 'page' : undefined}
        onClick={(event) => event.preventDefault()}
      >
        {text}
      </a>
    );
  };

  return (
    <>
      <Pagination
        current={current}
        pageSize={pageSize}
        total={total}
        onChange={(page) => setCurrent(page)}
        itemRender={itemRender}
        locale={enUS}
      />
      <p style={{ marginTop: 12 }}>
        Page {current}, address <code>{hrefOf(current)}</code>
      </p>
    </>
  );
}
