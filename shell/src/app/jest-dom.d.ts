// Types of the jest-dom matchers the jest preset installs (toBeInTheDocument, toHaveAttribute...).
/// <reference types="@testing-library/jest-dom" />
