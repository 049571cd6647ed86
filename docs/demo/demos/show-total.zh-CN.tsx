import React from 'react';
import Pagination from 'rc-pagination';
import zhCN from 'rc-pagination/lib/locale/zh_CN';
import 'rc-pagination/assets/index.css';

export default function ShowTotalDemo() {
  return (
    <>
      <Pagination total={85} showTotal={(total) => `共 ${total} 条`} locale={zhCN} />
      <div style={{ marginTop: 16 }}>
        <Pagination
          total={85}
          defaultCurrent={3}
          showTotal={(total, range) => `第 ${range[0]}-${range[1]} 条，共 ${total} 条`}
          locale={zhCN}
        />
      </div>
    </>
  );
}
