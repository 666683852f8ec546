// Package libm is the C library's floating-point functions as CPython
// calls them on Linux (glibc's exp, log, sin, cos, atan2, erf, ...),
// rounded as glibc rounds them, where Go's math package differs in the
// last digit. The math module (modules) and complex arithmetic (eval)
// use it. Most are evaluated in double-double arithmetic and rounded
// once (glibc's results are correctly rounded in all but rare cases);
// sin, cos, erf and erfc follow glibc's own method and order of
// evaluation (sin and cos are not correctly rounded in glibc).
package libm
