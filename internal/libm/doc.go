// Package libm is the C library's floating-point functions as CPython
// calls them on Linux (glibc's exp, log, sin, cos, atan2, erf, ...),
// rounded as glibc rounds them, where Go's math package differs in the
// last digit. The math module (modules) and complex arithmetic (eval)
// use it. exp, exp2, expm1, log, log1p, log2, log10, pow, sin, cos,
// sinh, cosh, tanh, asinh, acosh, atanh, erf and erfc follow glibc 2.36's
// own method and order of evaluation (as Debian 12 ships it), with its
// products fused where its x86-64 FMA variants fuse them (glibc's
// results are not correctly rounded, and CPython shows them); tan, asin,
// acos, atan and atan2 are evaluated in double-double arithmetic and
// rounded once (glibc's are correctly rounded in all but rare cases).
package libm
