import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';
import './styles.css';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

// 自定义图标会替换默认按钮，因此要自带无障碍名称
const prevIcon = (
  <span className="pill-icon" role="img" aria-label="上一页">
    <Chevron direction="left" />
  </span>
);
const nextIcon = (
  <span className="pill-icon" role="img" aria-label="下一页">
    <Chevron direction="right" />
  </span>
);
const jumpPrevIcon = (
  <span className="pill-icon" role="img" aria-label="向前 5 页">
    ‹‹
  </span>
);
const jumpNextIcon = (
  <span className="pill-icon" role="img" aria-label="向后 5 页">
    ››
  </span>
);

export default function StylesDemo() {
  return (
    <Pagination
      className="pill-pagination"
      style={{ padding: 12, background: '#f5f3ff', borderRadius: 12, display: 'inline-block' }}
      prevIcon={prevIcon}
      nextIcon={nextIcon}
      jumpPrevIcon={jumpPrevIcon}
      jumpNextIcon={jumpNextIcon}
      defaultCurrent={8}
      total={250}
      locale={zhCN}
    />
  );
}
