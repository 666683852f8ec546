//go:build !unix

package main

// dieBySIGINT: where there are no signals, main exits with status 130.
func dieBySIGINT() {}
