import React, { useState } from 'react';
import Pagination from 'rc-pagination';
import type { PaginationProps } from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

const total = 120;
const pageSize = 10;
const lastPage = Math.ceil(total / pageSize);

/** 每一页的地址：路由会把它放进地址栏。 */
const hrefOf = (page: number) => `?page=${page}`;

export default function ItemRenderLinksDemo() {
  const [current, setCurrent] = useState(1);

  // 页码、上一页和下一页都是真正的链接：可以在新标签页中打开，搜索引擎也能跟随。
  // 点击仍由 rc-pagination 的 <li> 处理并调用 onChange；preventDefault 让示例留在本页，路由的 <Link> 也会这样做。
  const itemRender: PaginationProps['itemRender'] = (page, type, element) => {
    const outOfRange =
      (type === 'prev' && current === 1) || (type === 'next' && current === lastPage);
    if (type === 'jump-prev' || type === 'jump-next' || outOfRange) return element;
    const text = type === 'prev' ? '上一页' : type === 'next' ? '下一页' : page;
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
        locale={zhCN}
      />
      <p style={{ marginTop: 12 }}>
        第 {current} 页，地址 <code>{hrefOf(current)}</code>
      </p>
    </>
  );
}
