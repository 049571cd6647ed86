import React from 'react';

// rendered only in development: it proves that a broken demo shows an error box instead of a blank page
export default function ThrowingDemo(): React.ReactElement {
  throw new Error('Demo error: this demo throws on purpose to show the error box');
}
