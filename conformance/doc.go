// Package conformance holds pyinterp's conformance suite: small Python programs under
// cases/, each with the stdout, exit status and last stderr line that CPython 3.11
// produced for it (written by gen.py), and the Go test that runs every case through
// the pyinterp command and compares. CPython is the oracle; skip.txt lists the cases
// that are known not to pass yet, each with a reason. See README.md.
package conformance
